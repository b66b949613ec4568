title = Yspahan
description = Yspahan : dés, souks et caravane
new-help = Ouvrir une partie d’Yspahan dans ce salon (2 à 4 joueurs)
rules =
    {"*"}*Yspahan** — 3 semaines de 7 jours. Qui a le plus de points de victoire (PV) après la 3e semaine gagne.
    • Chaque jour, le premier joueur peut acheter jusqu’à 3 dés jaunes (1 pièce d’or chacun), puis lance ; les dés sont regroupés par valeur sur les 6 lignes de la Tour : ligne 1 les chameaux, lignes 2 à 5 les quartiers du Sac, du Tonneau, du Coffre et du Vase, ligne 6 l’or. Les dés jaunes ne comptent que pour le premier joueur.
    • À tour de rôle, chacun prend une ligne encore libre aujourd’hui et, au choix, en fait l’action (1 chameau, 1 cube ou 1 pièce d’or par dé ; défausser une carte donne +1 dé), pioche 1 carte, ou déplace l’Intendant d’au moins autant de cases que la valeur des dés (chaque case de plus coûte 1 pièce d’or). Sans ligne libre, on pioche une carte.
    • Les cubes vont dans les boutiques vides du quartier de la ligne ; il faut d’abord remplir le souk que l’on a commencé ; un souk commencé par un autre joueur t’est fermé.
    • Là où l’Intendant s’arrête, les cubes des boutiques voisines partent à la caravane (dans l’ordre choisi par qui l’a déplacé) ; leur propriétaire peut payer 1 chameau pour garder le cube en boutique et envoyer à la place un cube de sa réserve. Entrer dans la caravane rapporte 1/2/3 PV selon la section ; pleine, elle rapporte à chacun ses cubes × la section de son cube le plus haut, puis se vide.
    • Après la ligne, tu peux construire un bâtiment (chameaux et or) : du 2e au 5e +5 PV, le 6e +10 PV.
    • Fin de semaine : chaque souk rempli rapporte ses PV à son propriétaire, la caravane est décomptée ; les souks se vident et l’Intendant revient au centre.
    • À 2 joueurs : le premier joueur joue, puis l’autre, puis de nouveau le premier ; construire coûte une ligne.
    {"*"}*Règles de l’édition publiée** : les dés les plus forts vont toujours sur la ligne de l’or, le premier joueur tourne dans le sens horaire, bâtiments : 0/0/5/5/5/10, l’Intendant peut aussi avancer de moins de cases (1 pièce d’or par case), la caravane rapporte 2/1/0.
hand = Mes cartes
option-ruleset = Règles
option-ruleset-help = Les règles du résumé d’origine (par défaut) ou celles de l’édition publiée
option-ruleset-seed = Règles du résumé
option-ruleset-published = Règles publiées
confirm-resign = Abandonner définitivement cette partie d’Yspahan ? Tes cubes restent sur le plateau et tes tours sont passés.

## Board buttons, menu steps and prompts
group-buy_yellow = Acheter un dé jaune
group-roll = Lancer les dés
group-take_action = Prendre une ligne
group-take_card = Prendre une carte
group-draw_card = Piocher une carte
group-move_supervisor = Déplacer l’Intendant
group-build = Construire
group-build_row = Construire (prend une ligne)
group-play = Jouer une carte
group-place_cube = Poser un cube
group-send_first = Quel cube part en premier
group-pay_camel = Garder mon cube (1 chameau)
group-send_cube = Envoyer mon cube
group-end_turn = Finir le tour
action-buy_yellow = Acheter un dé jaune (1 pièce d’or)
action-roll = Lancer les dés
action-take_action = Action de la ligne
action-take_card = Prendre une carte avec une ligne
action-draw_card = Piocher une carte (plus de ligne)
action-move_supervisor = Déplacer l’Intendant
action-build = Construire
action-build_row = Construire avec une ligne
action-play = Jouer une carte
action-place_cube = Poser un cube
action-send_first = Premier cube vers la caravane
action-pay_camel = Garder le cube pour 1 chameau
action-send_cube = Envoyer le cube à la caravane
action-end_turn = Finir le tour
action-resign = Abandonner
param-take_action-row = Quelle ligne ? Ses dés rapportent :
param-take_action-boost = Défausser une carte pour +1 dé ?
param-take_card-row = Quelle ligne écartes-tu pour la carte ?
param-move_supervisor-row = Les dés de quelle ligne déplacent l’Intendant ?
param-move_supervisor-to = Jusqu’où ? L’image entoure chaque arrêt, avec son coût en or et les cubes qu’il toucherait.
param-build-building = Quel bâtiment ?
param-build-card = Comment paies-tu ?
param-build_row-row = Quelle ligne écartes-tu pour construire ?
param-build_row-building = Quel bâtiment ?
param-build_row-card = Comment paies-tu ?
param-play-card = Quelle carte ?
param-play-direction = Dans quel sens ?
param-play-amount = Combien ?
param-play-shop = Quelle boutique reçoit le cube ? (entourée sur l’image)
param-place_cube-shop = Quelle boutique reçoit le prochain cube ? (entourée sur l’image)
param-send_first-shop = Quel cube part en premier vers la caravane ?
param-pay_camel-shop = Quel cube ?
param-send_cube-shop = Quel cube ?

## Game things in words
count-camels = { $n ->
        [one] { $n } chameau
       *[other] { $n } chameaux
    }
count-gold = { $n ->
        [one] { $n } pièce d’or
       *[other] { $n } pièces d’or
    }
count-vp = { $n } PV
count-cubes = { $n ->
        [one] { $n } cube
       *[other] { $n } cubes
    }
count-dice = { $n ->
        [one] { $n } dé
       *[other] { $n } dés
    }
count-cards = { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }
count-squares = { $n ->
        [one] { $n } case
       *[other] { $n } cases
    }
quarter-BAG = Sac
quarter-BARREL = Tonneau
quarter-CHEST = Coffre
quarter-VASE = Vase
souk-name = { $quarter } { $vp }
shop-street = { $souk } · boutique { $n } · près de { $squares }
shop-inside = { $souk } · boutique { $n }
shop-owned = { $shop } ({ $name })
row-quarter = Ligne { $n } · { $quarter }
row-camels = Ligne { $n } · chameaux
row-gold = Ligne { $n } · or
row-for-action = { $row } : { $dice } → { $gain }
row-for-supervisor = { $row } : dés de valeur { $face } → { $squares } ou plus
row-for-supervisor-published = { $row } : dés de valeur { $face } → { $squares }, ±1 par pièce d’or
row-plain = { $row } · { $dice } de valeur { $face }
cost-and = { $a } + { $b }
cost-free = gratuit
square-centre = C (centre)
square-hits = touche { $shops }
hit-shop = { $souk } ({ $name })
square-hits-nothing = aucun cube
boost-none = Pas de carte
boost-card = Défausser { $card } pour +1 dé
build-card-none = Payer chameaux et or
build-card-card_h = Carte h : sans chameaux
build-card-card_i = Carte i : sans or
building-label = { $building } · { $cost }
direction-camels_to_gold = Chameaux → or
direction-gold_to_camels = Or → chameaux
card-card_a = a · 3 chameaux
card-card_b = b · 3 pièces d’or
card-card_c = c · cube vers la caravane
card-card_d = d · cube dans une boutique
card-card_e = e · chameaux ←→ or
card-card_f = f · or → PV
card-card_g = g · chameaux → PV
card-card_h = h · construire sans chameaux
card-card_i = i · construire sans or
effect-card_a = prends 3 chameaux
effect-card_b = prends 3 pièces d’or
effect-card_c = place un cube de ta réserve dans la caravane
effect-card_d = place un cube dans une boutique vide de n’importe quel quartier
effect-card_e = échange chameaux et or à 1 pour 1, dans un seul sens, autant que tu veux
effect-card_f = paie jusqu’à 10 pièces d’or pour 1 PV chacune
effect-card_g = paie jusqu’à 4 chameaux pour 2 PV chacun
effect-card_h = en construisant : ne paie que l’or
effect-card_i = en construisant : ne paie que les chameaux
building-building1 = Bâtiment 1 (+1 chameau sur la ligne des chameaux)
building-building2 = Bâtiment 2 (+2 pièces d’or sur la ligne de l’or)
building-building3 = Bâtiment 3 (Intendant : 3 cases de plus gratuites)
building-building3-published = Bâtiment 3 (Intendant : 3 cases de plus ou de moins gratuites)
building-building4 = Bâtiment 4 (une carte quand ton cube entre dans la caravane)
building-building4-published = Bâtiment 4 (une carte quand ton cube entre dans la caravane, sauf par la carte c)
building-building5 = Bâtiment 5 (+2 PV par souk rempli)
building-building6 = Bâtiment 6 (+1 cube sur une ligne de quartier)

## The board: headline and whom it waits for
headline = Semaine { $week } · jour { $day } ({ $number }/{ $days })
headline-published = Semaine { $week } · jour { $day } ({ $number }/{ $days }) · règles publiées
headline-over = Partie terminée
waiting-roll = achète des dés jaunes si tu veux ({ $price } pièce d’or chacun), puis lance : **Lancer les dés**.
waiting-no-row = il ne te reste aucune ligne : **Piocher une carte**.
waiting-act = choisis une ligne : **Prendre une ligne**, **Prendre une carte** ou **Déplacer l’Intendant**.
waiting-act-two = choisis une ligne : **Prendre une ligne**, **Prendre une carte**, **Déplacer l’Intendant** ou **Construire**.
waiting-place = pose { $cubes } dans le quartier { $quarter } : **Poser un cube**.
waiting-order = l’Intendant a touché les cubes de deux joueurs : choisis lequel part en premier vers la caravane.
waiting-camel = garde ton cube pour 1 chameau ou envoie-le à la caravane (🔒 secret jusqu’à ce que tous aient répondu).
waiting-after-build = construis, joue des cartes ou **Finir le tour**.
waiting-after = joue des cartes ou **Finir le tour**.

## Moves in words (/play, confirmations)
move-buy-yellow = Acheter un dé jaune pour { $price }
move-take-action = { $row } : prendre { $gain }
move-boost = (+1 dé : carte { $card })
move-take-card = { $row } : prendre une carte
move-supervisor = { $row } : l’Intendant en { $square }
move-build = Construire { $building } pour { $cost }
move-with-card = avec la carte { $card }
move-build-row = { $row } : { $build }
move-play = Jouer la carte { $card }
move-play-exchange = Jouer la carte { $card } : { $give } → { $get }
move-play-for-vp = Jouer la carte { $card } : { $give } → { $vp }
move-play-shop = Jouer la carte { $card } : un cube dans { $shop }
move-place-cube = Un cube dans { $shop }
move-send-first = En premier vers la caravane : { $shop }
move-pay-camel = Payer 1 chameau et garder le cube de { $shop }
move-send-cube = Envoyer le cube de { $shop } à la caravane

## Rule errors
rule-malformed_action = Ce n’est pas un coup d’Yspahan.
rule-unknown_action = Coup inconnu.
rule-missing_fields = Il manque à ce coup : { $fields }.
rule-unexpected_fields = Ce coup contient des champs inattendus : { $fields }.
rule-not_in_game = Tu ne joues pas dans cette partie.
rule-game_over = La partie est terminée.
rule-resigned = Tu as abandonné cette partie.
rule-not_your_turn = Ce n’est pas ton tour.
rule-wrong_step = Pas maintenant : { $step ->
        [roll] les dés du jour n’ont pas encore été lancés.
        [act] choisis d’abord une ligne (ou prends une carte).
        [place] pose d’abord tes cubes.
        [order] il faut d’abord ordonner les cubes touchés par l’Intendant.
        [camel] les propriétaires des cubes doivent d’abord répondre (garder pour un chameau ou envoyer).
       *[after] ta ligne est jouée ; tu peux construire, jouer des cartes ou finir le tour.
    }
rule-already_rolled = Les dés ont déjà été lancés aujourd’hui.
rule-yellow_limit = Au plus { $max } dés jaunes par jour.
rule-not_enough_gold = Pas assez d’or : il t’en faut { $need } et tu en as { $have }.
rule-not_enough_camels = Pas assez de chameaux : il t’en faut { $need } et tu en as { $have }.
rule-bad_row = Cette ligne n’existe pas sur la Tour.
rule-row_taken = Cette ligne a déjà été prise aujourd’hui : { $row }.
rule-row_empty = Cette ligne n’a aucun dé aujourd’hui : { $row }.
rule-row_yellow_only = Seul le premier joueur peut prendre une ligne de dés jaunes uniquement : { $row }.
rule-rows_left = Il te reste une ligne à choisir : on ne pioche sans ligne que lorsqu’il n’en reste aucune.
rule-already_used = Tu as déjà pris une ligne ce tour-ci.
rule-use_first = Choisis d’abord une ligne (ou prends une carte).
rule-bad_card = Cette carte n’existe pas.
rule-no_such_card = Tu n’as pas la carte { $card }.
rule-card_only_when_building = La carte { $card } ne se joue qu’en construisant.
rule-bad_square = Cette case n’existe pas sur la rue.
rule-square_unreachable = Avec ces dés, l’Intendant ne peut pas atteindre { $to }.
rule-bad_shop = Cette boutique n’existe pas, ou ton cube ne peut pas y aller.
rule-shop_taken = Cette boutique est déjà prise : { $shop }.
rule-souk_closed = Le souk { $souk } contient le cube d’un autre joueur : il t’est fermé.
rule-finish_your_souk = Remplis d’abord ton souk : { $souks }.
rule-shop_not_in_quarter = Cette boutique n’est pas dans le quartier { $quarter } : { $shop }.
rule-no_decision = Rien ne t’est demandé pour la caravane en ce moment.
rule-not_your_cube = Ce n’est pas le cube sur lequel on t’interroge ({ $shop }).
rule-bad_building = Ce bâtiment n’existe pas.
rule-already_built = Tu as déjà construit le { $building }.
rule-one_building_per_turn = Un seul bâtiment par tour.
rule-build_with_row = À deux joueurs, construire coûte une ligne : choisis **Construire (prend une ligne)** au moment de choisir ta ligne.
rule-build_after_action = Construis après l’action de la ligne, pas avec une ligne.
rule-bad_direction = Choisis chameaux → or ou or → chameaux.
rule-bad_amount = Choisis un nombre de 1 à { $max }.
rule-nothing_to_exchange = Tu n’as rien à échanger dans ce sens.
rule-bad_option = Option inconnue { $name } : { $value }.
rule-player_count = Yspahan se joue de { $min } à { $max } joueurs.

## The private hand (/table hand)
hand-cards = 🃏 **Tes cartes** ({ $n }) : { $cards }
hand-card = **{ $card }** ×{ $n } — { $effect }
hand-no-cards = 🃏 **Tes cartes :** aucune
hand-stock = 🐪 { $camels } · 💰 { $gold } · ⭐ { $vp }
hand-buildings = 🏛️ **Tes bâtiments :** { $buildings }
hand-no-buildings = 🏛️ **Tes bâtiments :** aucun pour l’instant
hand-next-building = Ton prochain bâtiment rapportera { $vp }.
hand-choice-keep = 🔒 Tu gardes ton cube de { $shop } pour 1 chameau.
hand-choice-send = 🔒 Tu envoies ton cube de { $shop } à la caravane.
hand-rows = **Lignes que tu peux prendre :** { $rows }

## The log
log-day = ☀️ **Semaine { $week }, jour { $day }** ({ $number }/21) : { $name } est premier joueur. Ordre : { $order }.
log-yellow-bought = { $name } achète un dé jaune (dés jaunes aujourd’hui : { $count }).
log-rolled = 🎲 { $name } lance { $white }.
log-rolled-yellow = 🎲 { $name } lance { $white } et en jaune { $yellow }.
log-row-action = { $name } prend la { $row } ({ $dice }).
log-row-card = { $name } écarte la { $row } et prend une carte.
log-row-supervisor = { $name } prend la { $row } (dés de valeur { $face }) pour déplacer l’Intendant.
log-row-build = { $name } écarte la { $row } pour construire.
log-boost = +1 dé grâce à la carte { $card }.
log-yellow-removed = Les dés jaunes quittent la Tour.
log-yellow-removed-row = Les dés jaunes quittent la Tour : { $row }.
log-gained = { $name } prend { $what }.
log-cube-placed = { $name } pose un cube dans { $shop }.
log-cube-placed-auto = { $name } pose un cube dans { $shop } (seule possibilité).
log-cubes-lost = { $name } perd { $cubes } : aucune boutique ne leur est ouverte.
log-card-drawn-row = { $name } pioche une carte (il en reste { $left } dans la pioche).
log-card-drawn-no_row = { $name } n’a plus de ligne et pioche une carte (il en reste { $left } dans la pioche).
log-card-drawn-building4 = { $name } pioche une carte grâce au bâtiment 4 (il en reste { $left } dans la pioche).
log-you-drew = Tu as pioché **{ $card }** : { $effect }.
log-no-card = { $name } ne pioche rien : la pioche et la défausse sont vides.
log-reshuffled = La défausse est mélangée pour former une nouvelle pioche ({ $cards }).
log-supervisor = 🚶 L’Intendant va de { $start } à { $to } ({ $squares }).
log-supervisor-paid = 🚶 L’Intendant va de { $start } à { $to } ({ $squares } ; { $name } paie { $gold }).
log-caravan-order = { $name } envoie d’abord à la caravane le cube de { $shop }.
log-camel-choices = { $count ->
        [one] { $names } peut payer 1 chameau pour garder son cube dans la boutique.
       *[other] { $names } peuvent chacun payer 1 chameau pour garder leur cube dans la boutique.
    }
log-cube-decided = { $name } a répondu.
log-your-choice-keep = Tu gardes ton cube de { $shop } pour 1 chameau.
log-your-choice-send = Tu envoies ton cube de { $shop } à la caravane.
log-camel-paid = { $name } paie 1 chameau : le cube de { $shop } reste en place.
log-caravan-supervisor = 🐫 { $name } : le cube de { $shop } entre dans la caravane (case { $space }, section { $section }) : +{ $vp }.
log-caravan-camel = 🐫 { $name } : un cube de sa réserve entre dans la caravane (case { $space }, section { $section }) : +{ $vp }.
log-caravan-card = 🐫 { $name } place un cube dans la caravane (case { $space }, section { $section }) : +{ $vp }.
score-entry = { $name } +{ $vp }
score-nobody = personne ne marque
log-caravan-full = 🐫 La caravane est pleine et rapporte : { $scores }.
log-caravan-week = 🐫 La caravane est décomptée en fin de semaine : { $scores }.
log-caravan-emptied = Les cubes de la caravane retournent à leurs propriétaires ; elle repart vide.
log-built = 🏛️ { $name } construit le { $building } pour { $cost } : +{ $vp }.
log-built-card = (carte { $card })
log-played-gain = 🃏 { $name } joue la carte { $card } : +{ $what }.
log-played-exchange = 🃏 { $name } joue la carte { $card } : { $give } → { $get }.
log-played-vp = 🃏 { $name } joue la carte { $card } : { $give } → { $vp }.
log-played-shop = 🃏 { $name } joue la carte { $card } : un cube dans { $shop }.
log-played = 🃏 { $name } joue la carte { $card }.
log-turn = À { $name } de jouer.
log-day-ended = Fin du jour { $day } de la semaine { $week }.
score-souk = { $souk } : { $name } +{ $vp }
log-week = 🏆 **Fin de la semaine { $week }.** Souks remplis : { $souks }. Total : { $scores }.
log-week-no-souks = 🏆 **Fin de la semaine { $week }.** Aucun souk n’est rempli.
log-week-reset = Les souks se vident et l’Intendant revient au centre.
log-resigned = { $name } abandonne.
log-over-nobody = La partie est terminée.
log-over = { $count ->
        [one] 🏁 La partie est terminée : { $names } gagne avec { $vp } !
       *[other] 🏁 La partie est terminée : { $names } se partagent la victoire avec { $vp } !
    }
log-over-resignation = { $count ->
        [one] 🏁 Tous les autres ont abandonné : { $names } gagne avec { $vp }.
       *[other] 🏁 Tous les autres ont abandonné : { $names } se partagent la victoire avec { $vp }.
    }

## Command and option names (Discord: lowercase, no spaces, at most 32 characters)
optname-ruleset = règles

## Words on the board image (render/yspahan.py)

img-player = Joueur { $n }
img-caravan = Caravane
img-quarter-BAG = Sac
img-quarter-BARREL = Tonneau
img-quarter-CHEST = Coffre
img-quarter-VASE = Vase
img-row-camels = Chameaux
img-row-gold = Or
img-tower = Tour de dés
img-players = Marchands
img-week-day = Semaine { $week } · jour { $day }
img-over = Partie terminée
img-deck = Pioche { $deck } · défausse { $discard }
img-to-place = encore { $n } à placer
img-won = { $count ->
    [one] Vainqueur : { $names }
   *[other] Vainqueurs : { $names }
}
img-winner = vainqueur
img-rank = { $rank ->
    [1] 1er
   *[other] { $rank }e
}
img-resigned = a abandonné
img-hand-title = Tes cartes ({ $count })
img-no-cards = Aucune carte en main.
img-hand-note = Toute carte peut aussi être défaussée pour +1 dé (une fois par tour).
img-buildings = Tes bâtiments
img-buildings-next = Tes bâtiments · le prochain rapporte { $vp } PV
img-built = construit
img-card-a = 3 chameaux
img-card-a-effect = Prends 3 chameaux.
img-card-b = 3 pièces d’or
img-card-b-effect = Prends 3 pièces d’or.
img-card-c = Cube vers la caravane
img-card-c-effect = Place un cube de ta réserve dans la caravane et marque les PV de sa section.
img-card-d = Cube dans une boutique
img-card-d-effect = Place un cube de ta réserve dans une boutique vide de n’importe quel quartier (pas dans un souk entamé par un autre joueur ; termine d’abord le tien).
img-card-e = Échange
img-card-e-effect = Échange des chameaux contre de l’or ou de l’or contre des chameaux, 1 pour 1, dans un seul sens, autant que tu veux.
img-card-f = Or contre PV
img-card-f-effect = Paie jusqu’à 10 pièces d’or : 1 PV par pièce.
img-card-g = Chameaux contre PV
img-card-g-effect = Paie jusqu’à 4 chameaux : 2 PV par chameau.
img-card-h = Construire sans chameaux
img-card-h-effect = À jouer en construisant : tu ne paies que l’or du bâtiment. Pas avec la carte i.
img-card-i = Construire sans or
img-card-i-effect = À jouer en construisant : tu ne paies que les chameaux du bâtiment. Pas avec la carte h.
img-building-1 = +1 chameau chaque fois que tu prends l’action chameaux.
img-building-2 = +2 pièces d’or chaque fois que tu prends l’action or.
img-building-3 = Intendant : jusqu'à 3 cases de plus gratuitement.
img-building-3-published = Intendant : jusqu'à 3 cases de plus ou de moins gratuitement.
img-building-4 = Pioche une carte chaque fois qu’un de tes cubes entre dans la caravane.
img-building-4-published = Pioche une carte chaque fois qu’un de tes cubes entre dans la caravane (sauf par la carte c).
img-building-5 = +2 PV par souk complété, à chaque décompte de fin de semaine.
img-building-6 = +1 cube chaque fois que tu prends l’action d’un quartier.
