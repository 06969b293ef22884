"""Keep it (issue 35, item 5; :mod:`pygame_core.core.keep`): ``keep_export`` and ``keep_import``, the one file of
everything a device keeps.
"""

from __future__ import annotations

import json
from typing import Any, Mapping

from ..core import keep
from ..core.errors import MalformedInput
from .requests import KeepExportRequest, KeepImportRequest


def cmd_keep_export(obj: Mapping[str, Any]) -> dict[str, Any]:
    request = KeepExportRequest.parse(obj)
    try:
        file = keep.export_file(request.device, request.exported)
    except keep.KeepRefused as exc:
        raise MalformedInput(f"this device's data cannot be exported: {exc.reason('en')}", exc.key) from exc
    return {"file": file, "text": json.dumps(file, ensure_ascii=False, separators=(",", ":"))}


def cmd_keep_import(obj: Mapping[str, Any]) -> dict[str, Any]:
    request = KeepImportRequest.parse(obj)
    lang = request.lang
    try:
        merged = keep.merge(request.device, keep.read_file(request.text))
    except keep.KeepRefused as exc:
        return {"accepted": False, "key": exc.key, "reason": exc.reason(lang)}
    return {"accepted": True, "device": merged.device, "changed": merged.changed, "copies": merged.copies,
            "lines": merged.lines(lang)}
