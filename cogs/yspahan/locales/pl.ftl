title = Yspahan
description = Yspahan: kości, suki i karawana

## Words on the board image (render/yspahan.py)
