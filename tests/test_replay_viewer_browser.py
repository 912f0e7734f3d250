"""The replay page in a real headless Chromium (Debian's ``chromium`` and ``chromium-driver``
through Selenium; nothing is downloaded): it steps by key presses, jumps to a turn, and shows
what the engine says the board is. Skipped where Chromium, its driver or Selenium is absent.

``python tests/test_replay_viewer_browser.py`` writes the README's screenshot
(docs/images/replay_viewer.png).
"""
from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from test_replay_viewer import fixture_replay
from ygo_royal_env.replay_html import write_html

CHROMIUM = Path("/usr/bin/chromium")
DRIVER = Path(shutil.which("chromedriver") or "/usr/bin/chromedriver")
SCREENSHOT = Path(__file__).resolve().parents[1] / "docs" / "images" / "replay_viewer.png"

pytestmark = pytest.mark.skipif(not (CHROMIUM.exists() and DRIVER.exists()), reason="needs Debian's chromium "
                                "and chromium-driver (apt-get install chromium chromium-driver)")


def chromium():
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for arg in ("--headless=new", "--disable-gpu", "--window-size=1700,1050", "--hide-scrollbars"):
        options.add_argument(arg)
    if os.geteuid() == 0:
        options.add_argument("--no-sandbox")           # Chromium refuses to run as root otherwise
    return webdriver.Chrome(service=Service(str(DRIVER)), options=options)


def expected(replay):
    """Per step, from the engine: every player's LP and whether it lost, the turn, the chain
    length; and from the page's data: which steps "skip passes" steps over, and each step's
    highlights."""
    from ygo_royal_env.replay_html import replay_data
    states = []
    for step in replay.steps():
        rec, n = step.after.rec, step.after.num_players
        states.append({"lp": {f"player_{p}": int(rec["lp"][p]) for p in range(n)},
                       "lost": {f"player_{p}" for p in range(n) if not rec["alive"][p]},
                       "turn": int(rec["turn"]), "chain": int(rec["ch_n"])})
    frames = replay_data(replay)[0]["frames"]
    return states, [bool(f.get("quiet")) for f in frames], [f["marks"] for f in frames]


def after_presses(start: int, presses: int, quiet: list[bool]) -> int:
    """Where ArrowRight pressed ``presses`` times from step ``start`` lands (the page's rule)."""
    i, last = start, len(quiet) - 1
    for _ in range(presses):
        i += 1
        while 0 < i < last and quiet[i]:
            i += 1
        i = min(i, last)
    return i


def presses_to(start: int, target: int, quiet: list[bool]) -> int:
    k = 0
    while after_presses(start, k, quiet) < target:
        k += 1
    assert after_presses(start, k, quiet) == target
    return k


def shown_board(driver) -> dict[str, tuple[int, bool]]:
    from selenium.webdriver.common.by import By
    board = {}
    for panel in driver.find_elements(By.CSS_SELECTOR, "#players .player"):
        lp = int(panel.find_element(By.CSS_SELECTOR, ".lp").text.removeprefix("LP "))
        board[panel.get_attribute("data-player")] = (lp, "lost" in panel.get_attribute("class"))
    return board


def check_board(driver, state) -> None:
    assert shown_board(driver) == {p: (lp, p in state["lost"]) for p, lp in state["lp"].items()}


def press(driver, *keys) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    chain = ActionChains(driver)
    for key in keys:
        chain.send_keys(key)
    chain.perform()


def counter(driver) -> int:
    from selenium.webdriver.common.by import By
    text = driver.find_element(By.ID, "counter").text          # "Step i / n"
    return int(text.split()[1])


def open_page(tmp_path, replay):
    page = tmp_path / "replay.html"
    write_html(replay, page)
    driver = chromium()
    driver.get(page.as_uri())
    return driver


def test_chromium_steps_through_a_4_player_replay(tmp_path):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    replay = fixture_replay()
    states, quiet, marks = expected(replay)
    last = len(states) - 1
    chain_step = next(i for i, s in enumerate(states) if s["chain"] >= 2 and not quiet[i])
    driver = open_page(tmp_path, replay)
    try:
        assert driver.find_element(By.ID, "counter").text == f"Step 0 / {last}"
        check_board(driver, states[0])
        press(driver, *[Keys.ARROW_RIGHT] * 7)                          # step by keys
        here = after_presses(0, 7, quiet)
        assert counter(driver) == here
        check_board(driver, states[here])
        press(driver, Keys.ARROW_LEFT)
        assert counter(driver) == max(i for i in range(here) if i == 0 or not quiet[i])
        # jump to the turn of a multi-link chain (T, the number, Enter), then step to the chain
        turn = states[chain_step]["turn"]
        press(driver, "t", str(turn), Keys.ENTER)
        start = counter(driver)
        assert states[start]["turn"] == turn and (start == 0 or states[start - 1]["turn"] < turn)
        assert f"Turn {turn} " in driver.find_element(By.ID, "status").text + " "
        press(driver, *[Keys.ARROW_RIGHT] * presses_to(start, chain_step, quiet))
        assert counter(driver) == chain_step
        check_board(driver, states[chain_step])
        links = driver.find_elements(By.CSS_SELECTOR, "#chain li")
        assert len(links) == states[chain_step]["chain"] >= 2
        assert "Chain of" in driver.find_element(By.ID, "banners").text
        driver.save_screenshot(str(tmp_path / "replay_viewer.png"))
        # the attack replay and the loss are highlighted where they happen
        press(driver, Keys.HOME)
        replay_step = next(i for i, m in enumerate(marks) if "replay" in m)
        while counter(driver) < replay_step:
            press(driver, "n")                                         # next highlight
        assert counter(driver) == replay_step
        assert "Attack replay" in driver.find_element(By.ID, "banners").text
        press(driver, Keys.END)
        assert counter(driver) == last
        check_board(driver, states[last])
        assert driver.find_elements(By.CSS_SELECTOR, "#players .player.lost")
        loss_step = max(i for i, m in enumerate(marks) if "loss" in m)
        press(driver, Keys.HOME)
        while counter(driver) < loss_step:
            press(driver, "n")
        assert "loses" in driver.find_element(By.ID, "banners").text
        # the buttons work too
        driver.find_element(By.ID, "first").click()
        driver.find_element(By.ID, "next-turn").click()
        assert states[counter(driver)]["turn"] == states[0]["turn"] + 1
    finally:
        driver.quit()
    assert (tmp_path / "replay_viewer.png").stat().st_size > 10_000


def write_screenshot(path: Path = SCREENSHOT) -> None:
    """The README's picture: the fixture at its first chain of 3 links after a loss."""
    import tempfile
    replay = fixture_replay()
    states, quiet, _ = expected(replay)
    target = next(i for i, s in enumerate(states) if s["chain"] >= 3 and s["lost"] and not quiet[i])
    with tempfile.TemporaryDirectory() as tmp:
        page = Path(tmp) / "replay.html"
        write_html(replay, page)
        driver = chromium()
        try:
            driver.get(page.as_uri() + f"#step={target}")
            path.parent.mkdir(parents=True, exist_ok=True)
            driver.save_screenshot(str(path))
        finally:
            driver.quit()


if __name__ == "__main__":
    write_screenshot()
