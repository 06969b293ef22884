"""Median, p95 and the printed forms of the benchmark figures."""

from __future__ import annotations

import statistics


def median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def p95(values: list[float]) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def fmt_ms(values: list[float]) -> str:
    if not values:
        return "n/a"
    return (f"median {median(values):6.0f} ms, best {min(values):6.0f} ms  "
            f"(runs: {', '.join(f'{v:.0f}' for v in values)})")


def first_line(exc: BaseException) -> str:
    return (str(exc).splitlines() or [type(exc).__name__])[0][:200]
