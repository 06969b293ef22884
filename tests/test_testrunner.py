"""build.py test's summary reads what each part printed (issue 31: each part's time, the count of Python starts in
the browser and which test files started it most, the slowest tests)."""

from __future__ import annotations

from buildtools import testrunner

E2E_TAIL = """\
12.50s call     e2e/test_menu.py::test_a[chromium]
1.25s setup    e2e/test_menu.py::test_a[chromium]
3.00s call     e2e/test_fit.py::test_b[chromium-320x480]
e2e: 7 Pyodide starts
e2e: the most by file: test_menu.py 5, test_fit.py 2
================== 1 failed, 2 passed in 20.00s ==================
"""


def test_the_summary_reads_the_count_of_python_starts_and_the_files_that_started_it_most() -> None:
    assert testrunner.pyodide_starts(E2E_TAIL) == 7
    assert testrunner.starts_by_file(E2E_TAIL) == "test_menu.py 5, test_fit.py 2"
    assert testrunner.pyodide_starts("no browser part here") is None
    assert testrunner.starts_by_file("no browser part here") == ""


def test_the_summary_adds_up_a_tests_phases_and_counts_the_results() -> None:
    slowest = testrunner.pytest_durations(E2E_TAIL)
    assert slowest["e2e/test_menu.py::test_a[chromium]"] == 13.75
    assert slowest["e2e/test_fit.py::test_b[chromium-320x480]"] == 3.0
    counts = testrunner.pytest_counts(E2E_TAIL)
    assert counts["failed"] == 1 and counts["passed"] == 2
