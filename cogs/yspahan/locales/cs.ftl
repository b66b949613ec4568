title = Yspahan
description = Yspahan: kostky, bazary a karavana

## Words on the board image (render/yspahan.py)
