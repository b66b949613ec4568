"""What a render worker runs as its ``__main__`` (see render/pool.py ``_light_main``).

Nothing: the worker's jobs name the renderer functions they need, and the fork server has
already imported those."""
