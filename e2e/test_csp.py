"""The site's Content-Security-Policy (issue 18, item 7): index.html and embed.html carry a policy (a meta tag the
build writes) that allows what the site needs and nothing else: scripts of the site and the pages' own inline scripts
by hash, 'wasm-unsafe-eval' for Pyodide, the worker and every request from the site itself. A script that was not
shipped does not run; the whole site works under it with no violation reported. Each test ends by checking that no
request left 127.0.0.1 (the requests_log fixture)."""

from __future__ import annotations

import random

from playwright.sync_api import BrowserContext, Page, expect

from harness import DIST, ENGINE_TIMEOUT_MS
from table import EN, open_site, play_step, start_game, wait_engine, wait_idle

#: Every frame of the context records the policy violations it sees (window.__violations).
RECORD_VIOLATIONS = """(() => {
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__violations.push(`${e.effectiveDirective}: ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
  });
})();"""


def policy(page: Page) -> str:
    return page.evaluate("() => document.querySelector('meta[http-equiv=\"Content-Security-Policy\"]').content")


def directives(text: str) -> dict[str, list[str]]:
    out = {}
    for part in text.split(";"):
        words = part.split()
        if words:
            out[words[0]] = words[1:]
    return out


def watch(context: BrowserContext) -> list[str]:
    """Record the violations of every page and frame of ``context``, from their events and their consoles."""
    context.add_init_script(RECORD_VIOLATIONS)
    console: list[str] = []
    context.on("console", lambda msg: console.append(msg.text) if "Content Security Policy" in msg.text else None)
    return console


def test_the_pages_carry_a_policy_that_allows_only_the_site(page: Page, site: str) -> None:
    for name in ("index.html", "embed.html"):
        text = (DIST / name).read_text(encoding="utf-8")
        head = text.split("</head>")[0]
        assert head.index('http-equiv="Content-Security-Policy"') < head.index("<script"), name
    open_site(page, site)
    rules = directives(policy(page))
    assert rules["default-src"] == ["'self'"]
    assert rules["script-src"][:2] == ["'self'", "'wasm-unsafe-eval'"]
    assert all(word.startswith("'sha256-") for word in rules["script-src"][2:]) and len(rules["script-src"]) > 2
    for directive in ("worker-src", "connect-src", "style-src", "img-src"):
        assert rules[directive] == ["'self'"], directive
    assert rules["object-src"] == ["'none'"] and rules["base-uri"] == ["'none'"]
    assert not any("unsafe-inline" in w or w == "'unsafe-eval'" or w == "*" for ws in rules.values() for w in ws)


def test_a_script_the_site_did_not_ship_does_not_run(context: BrowserContext, site: str) -> None:
    console = watch(context)
    page = context.new_page()
    open_site(page, site)
    ran = page.evaluate("""() => new Promise((resolve) => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
      setTimeout(() => resolve(window.__injected === true), 300);
    })""")
    assert not ran, "an inline script that is not the site's ran: there is no Content-Security-Policy"
    assert any("script-src" in v for v in page.evaluate("() => window.__violations"))
    assert console


def test_the_site_works_under_its_policy_with_no_violation(context: BrowserContext, site: str) -> None:
    """The menu, Python in its worker, a game with a move, the rules, Share, a rules example and an embed that starts
    at once: all under the policy, and not one violation reported."""
    console = watch(context)
    errors: list[str] = []
    page = context.new_page()
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_site(page, site, seed=3)
    wait_engine(page)
    start_game(page, "computer", "easy")
    play_step(page, random.Random(1))
    wait_idle(page)
    page.get_by_role("button", name=EN["menu.rules"]).click()
    page.locator("#rules-close").click()
    page.get_by_role("button", name=EN["share.button"]).click()
    expect(page.locator("#share-link")).not_to_have_value("")
    page.locator("#share-close").click()
    page.get_by_role("button", name=EN["table.menu"]).click()
    page.wait_for_function("() => document.querySelectorAll('#example-list details').length > 0",
                           timeout=ENGINE_TIMEOUT_MS)
    page.locator('#example-list details[data-game="spike"] summary').click()
    page.locator('[data-example^="spike/"]').first.click()
    page.wait_for_selector(".replay-position")

    embed = context.new_page()
    embed.on("pageerror", lambda exc: errors.append(str(exc)))
    embed.goto(site + "embed.html?game=spike&start=now&fast=1")
    embed.wait_for_function("() => document.body.dataset.ready === 'table'", timeout=ENGINE_TIMEOUT_MS)
    assert embed.locator("#table").inner_text().strip()

    violations = page.evaluate("() => window.__violations") + embed.evaluate("() => window.__violations")
    assert not violations and not console, f"policy violations: {violations} {console}"
    assert not errors, errors
