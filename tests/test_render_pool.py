"""Boards are drawn in worker processes: in the caller's language, on other cores, and a dead
worker costs no board."""

from __future__ import annotations

import io
import os
import signal

import pytest
from PIL import Image

from render.pool import RenderPool
from tests.support.render_jobs import catalogue_word, dies_unless_in, tiny_board


def parts(out: bytes) -> tuple[Image.Image, str, int]:
    png, locale, pid = out.rsplit(b"|", 2)
    return Image.open(io.BytesIO(png)), locale.decode(), int(pid)


@pytest.fixture
def pool():
    p = RenderPool(workers=2)
    yield p
    p.shutdown()


async def test_jobs_run_in_other_processes_in_the_callers_language(pool):
    image, locale, pid = parts(await pool.run(tiny_board, "board", locale="pl"))
    assert image.size == (120, 40)
    assert locale == "pl"
    assert pid != os.getpid()


# Worker processes killed, replaced, started afresh: make test runs these; the fast tier keeps
# one job in a worker process and the pool without processes.
@pytest.mark.slow
async def test_a_killed_worker_is_replaced_and_the_next_board_still_comes(pool):
    _, _, pid = parts(await pool.run(tiny_board, "first", locale="en"))
    os.kill(pid, signal.SIGKILL)
    image, locale, again = parts(await pool.run(tiny_board, "second", locale="cs"))
    assert image.size == (120, 40) and locale == "cs" and again != pid


@pytest.mark.slow
async def test_a_job_that_kills_every_worker_is_drawn_here_as_a_last_resort(pool):
    image, _, pid = parts(await pool.run(dies_unless_in, os.getpid(), locale="en"))
    assert pid == os.getpid() and image.size == (120, 40)
    assert pool.replaced >= 2
    # ...and the pool works again afterwards.
    _, _, worker = parts(await pool.run(tiny_board, "after", locale="en"))
    assert worker != os.getpid()


@pytest.mark.slow
async def test_a_worker_finds_the_games_words_the_bot_registered_never_by_path(pool):
    from pathlib import Path

    from table import i18n

    # Registered under a name no renderer reads from a file: only the job can bring it.
    folder = Path(__file__).resolve().parents[1] / "cogs" / "caravan" / "locales"
    i18n.register("pool-test", i18n.Messages(folder))
    out = await pool.run(catalogue_word, "pool-test", "title", locale="fr")
    word, locale, pid = out.decode().rsplit("|", 2)
    assert int(pid) != os.getpid() and locale == "fr"
    assert word == i18n.Messages(folder).format("title", locale="fr")


async def test_zero_processes_draws_in_threads():
    p = RenderPool(workers=0)
    try:
        _, locale, pid = parts(await p.run(tiny_board, "threads", locale="fr"))
        assert pid == os.getpid() and locale == "fr"
    finally:
        p.shutdown()


@pytest.mark.slow
async def test_shutdown_leaves_no_manager_thread_for_the_exit_hook():
    # A pool shut down without joining its manager thread makes Python's exit hook write to
    # a pipe that thread is closing ("Bad file descriptor" in the bot's log at exit).
    p = RenderPool(workers=2)
    await p.run(tiny_board, "x", locale="en")
    executor = p._executor
    manager = getattr(executor, "_executor_manager_thread", None)
    assert manager is not None and manager.is_alive()
    p.shutdown()
    # This pool's own manager thread (other tests' broken pools may still be winding down
    # theirs in the same process: those are not this pool's to join).
    assert not manager.is_alive()


@pytest.mark.slow
def test_render_processes_end_when_the_bot_is_killed(tmp_path):
    """kill -9 of the bot: its fork server and workers must not live on, holding memory."""
    import subprocess
    import sys
    import time
    from pathlib import Path

    script = tmp_path / "host.py"
    script.write_text(
        "import sys, time\n"
        f"sys.path.insert(0, {str(Path(__file__).resolve().parents[1])!r})\n"
        "from render.pool import RenderPool\n"
        "if __name__ == '__main__':\n"
        "    pool = RenderPool(2)\n"
        "    pool.start()\n"
        "    while len(pool.pids()) < 2:\n"
        "        time.sleep(0.05)\n"
        "    time.sleep(0.5)\n"
        "    print(*pool.pids(), flush=True)\n"
        "    time.sleep(120)\n")
    host = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    try:
        workers = [int(p) for p in host.stdout.readline().split()]
        server = {int(Path(f"/proc/{w}/stat").read_text().split()[3]) for w in workers}
        assert len(workers) == 2 and len(server) == 1
    finally:
        host.kill()
        host.wait()
    deadline = time.monotonic() + 10
    alive = [*workers, *server]
    while alive and time.monotonic() < deadline:
        time.sleep(0.1)
        alive = [p for p in alive if Path(f"/proc/{p}").exists()
                 and Path(f"/proc/{p}/stat").read_text().split()[2] != "Z"]
    assert not alive, f"render processes outlived the bot: {alive}"
