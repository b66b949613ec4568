title = Yspahan
description = Yspahan : dés, souks et caravane

## Words on the board image (render/yspahan.py)
