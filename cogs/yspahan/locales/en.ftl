title = Yspahan
description = Yspahan: dice, souks and the caravan

## Words on the board image (render/yspahan.py)
