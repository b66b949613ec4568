"""bot.py without a token explains how to set one up, and exits non-zero without a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_missing_token_prints_setup_help(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith("DISCORD_")}
    env["DISCORD_TOKEN"] = ""  # load_dotenv never overrides a set variable, even an empty one
    env["DATABASE_PATH"] = str(tmp_path / "x.db")
    proc = subprocess.run([sys.executable, "bot.py"], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode != 0
    out = proc.stdout + proc.stderr
    assert "DISCORD_TOKEN" in out and "bot applications.commands" in out
    assert "Attach Files" in out and "Embed Links" in out
    assert "Traceback" not in out
    assert not (tmp_path / "x.db").exists()  # nothing is created before a token is given
