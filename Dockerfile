# Caravanserai in a container: the same install as `make run` (the dependencies declared in
# pyproject.toml), run by an unprivileged user, the database on a volume.
#   docker build -t caravanserai .
#   docker run -d --name caravanserai --restart unless-stopped \
#     -e DISCORD_TOKEN=... -v caravanserai-data:/data caravanserai
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    DATABASE_PATH=/data/caravanserai.db

WORKDIR /app

# The dependencies first, from pyproject.toml alone, so a code change reuses this layer.
COPY pyproject.toml ./
RUN pip install .

COPY bot.py launcher.py ./
COPY cogs ./cogs
COPY games ./games
COPY render ./render
COPY store ./store
COPY table ./table

# Not root: the bot needs to write nothing but its database folder.
RUN useradd --system --uid 10001 --no-create-home --home-dir /app caravanserai \
    && mkdir -p /data \
    && chown caravanserai:caravanserai /data
USER caravanserai
VOLUME ["/data"]

# bot.py --check: the database (read-only) and the running bot's heartbeat (see README).
HEALTHCHECK --interval=60s --timeout=10s --start-period=90s --retries=3 \
    CMD ["python", "bot.py", "--check"]

# Exec form: the bot is PID 1 and gets docker stop's SIGTERM itself (it stops within 5 s).
CMD ["python", "bot.py"]
