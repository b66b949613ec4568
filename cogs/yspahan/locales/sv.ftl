title = Yspahan
description = Yspahan: tärningar, souker och karavanen

## Words on the board image (render/yspahan.py)
