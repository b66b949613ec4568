title = Caravan
description = Caravan : des chaînes de chameaux livrent les marchandises aux villes
new-help = Ouvrir une table de Caravan dans ce salon
rules =
    {"*"}*Caravan** — fais passer les marchandises de chameau en chameau jusqu’aux villes qui les demandent.
    • Tours : le premier joueur a 1 action, le suivant 2, puis 3, puis 4 actions à chaque tour. Tu peux finir ton tour plus tôt.
    • **1 action** : pose un chameau de ta réserve, ou déplace un chameau *libre*, sur une case vide (**2 actions** s’il y a déjà des chameaux).
    • **1 action** : ramasse une marchandise posée sous ton chameau libre (et les marqueurs de demande qui s’y trouvent).
    • **1 action** : vole une marchandise portée *sur* le chameau d’un autre joueur, sur la case de ton chameau libre — cela coûte ton marqueur de vol, qui va à la victime ; la marchandise voyage *sous* ton chameau et on ne peut pas te la reprendre.
    • **1 action** : fais passer une marchandise d’un chameau chargé à l’un de tes chameaux libres de la même chaîne orthogonale. Si elle atteint sa ville, elle est livrée.
    • Un chameau chargé ne bouge jamais. Tu ne peux jamais charger ton dernier chameau libre.
    • Quand il ne reste que 4 marchandises sur le plateau, chacune reçoit un marqueur de demande et 4 nouvelles marchandises sont tirées sur les cases numérotées. Une fois le sac vide, la livraison suivante met fin à la partie.
    • Score : marchandises rares (ivoire, étoffe, gemmes, papier) 6, marchandises courantes 3, marqueur de demande 1. Pénalité pour les marchandises encore portées : 2 → −1, 3 → −3, 4 → −6, 5 → −10. Égalité : le plus de livraisons l’emporte.
hand = Ma caravane
option-length = Durée
option-length-help = Durée de la partie (la partie courte retire 16 marchandises)
option-length-auto = Auto : courte à 2–3 joueurs, complète à 4
option-length-short = Courte (32 marchandises)
option-length-full = Complète (48 marchandises)
option-camels = Chameaux
option-camels-help = Chameaux par joueur
option-camels-5 = 5 chameaux (standard)
option-camels-6 = 6 chameaux (plus détendu, pour apprendre)
group-camel = Chameau
group-pickup = Ramasser
group-steal = Voler
group-good = Déplacer une marchandise
group-end_turn = Fin du tour
action-place = Poser un chameau
action-move_camel = Déplacer un chameau
action-pickup = Ramasser
action-steal = Voler
action-move_good = Déplacer une marchandise
action-end_turn = Finir le tour
action-resign = Abandonner
param-place-to = Où poser le nouveau chameau ? (2 actions s’il y a déjà des chameaux)
param-move_camel-from = Quel chameau libre ?
param-move_camel-to = Vers où ? (2 actions s’il y a déjà des chameaux)
param-pickup-at = Ramasser où ?
param-pickup-good = Quelle marchandise ?
param-steal-at = Voler où ?
param-steal-victim = À qui ?
param-steal-good = Quelle marchandise ?
param-move_good-from = Quelle marchandise, et d’où ?
param-move_good-good = Quelle marchandise ?
param-move_good-under = Sur le chameau ou dessous ?
param-move_good-to = Vers quel chameau libre de la chaîne ?
confirm-resign = Abandonner définitivement cette partie de Caravan ? Tes chameaux et les marchandises qu’ils portent quittent la partie.
confirm-pass-ends = Tous les autres ont passé : finir ton tour sans action termine la partie tout de suite. Terminer la partie ?
yes = sous le chameau
no = sur le chameau
rule-not_in_game = Tu ne joues pas dans cette partie.
rule-player_count = Caravan se joue de { $min } à { $max ->
        [one] { $max } joueur
       *[other] { $max } joueurs
    }.
rule-bad_length = La durée doit être auto, courte ou complète.
rule-bad_camels = Chaque joueur doit avoir 5 ou 6 chameaux.
rule-malformed_action = Ce n’est pas un coup de Caravan.
rule-unknown_action = Coup inconnu « { $kind } ».
rule-wrong_fields = Le coup « { $kind } » demande exactement : { $fields }.
rule-game_over = La partie est terminée.
rule-resigned = Tu as abandonné cette partie.
rule-not_your_turn = Ce n’est pas ton tour.
rule-not_a_space = « { $text } » n’est pas une case : indique une colonne de A à G et une ligne de 1 à 7, comme C4.
rule-not_a_good = « { $text } » n’est pas une marchandise.
rule-not_whole = « { $field } » doit être un nombre entier.
rule-wrong_cost = Cela coûte { $cost ->
        [one] { $cost } action
       *[other] { $cost } actions
    }, pas { $given }.
rule-too_few_actions = Cela coûte { $cost ->
        [one] { $cost } action
       *[other] { $cost } actions
    } ; il te reste { $left ->
        [one] { $left } action
       *[other] { $left } actions
    }.
rule-last_unladen_camel = Tu ne peux pas charger ton dernier chameau libre : il doit toujours en rester un.
rule-no_camel_in_supply = Tous tes chameaux sont déjà sur le plateau.
rule-same_space = Déplace le chameau sur une autre case.
rule-laden_camels_never_move = Tes chameaux en { $at } sont chargés, et un chameau chargé ne bouge jamais.
rule-no_camel_there = Tu n’as aucun chameau en { $at }.
rule-no_such_good_there = Il n’y a { $good ->
        [ivory] pas d’ivoire
        [cloth] pas d’étoffe
        [gems] pas de gemmes
        [paper] pas de papier
        [meat] pas de viande
        [salt] pas de sel
        [swords] pas d’épées
        [hides] pas de peaux
       *[other] pas de « { $good } »
    } à ramasser en { $at }.
rule-need_unladen_camel_to_pick_up = Il te faut un chameau libre en { $at } pour y ramasser une marchandise.
rule-no_theft_marker = Tu n’as plus de marqueur de vol, tu ne peux donc pas voler.
rule-steal_from_another = Tu ne peux voler que sur le chameau d’un autre joueur.
rule-nothing_to_steal_there = Ce joueur n’a aucun chameau en { $at } qui porte { $good ->
        [ivory] de l’ivoire
        [cloth] de l’étoffe
        [gems] des gemmes
        [paper] du papier
        [meat] de la viande
        [salt] du sel
        [swords] des épées
        [hides] des peaux
       *[other] « { $good } »
    } sur son dos (une marchandise sous un chameau ne peut pas être volée).
rule-need_unladen_camel_to_steal = Il te faut un chameau libre en { $at } pour y voler.
rule-no_such_load = Tu n’as aucun chameau en { $at } avec { $good ->
        [ivory] de l’ivoire
        [cloth] de l’étoffe
        [gems] des gemmes
        [paper] du papier
        [meat] de la viande
        [salt] du sel
        [swords] des épées
        [hides] des peaux
       *[other] « { $good } »
    } { $under ->
        [True] dessous
       *[other] dessus
    }.
rule-no_unladen_camel_there = Une marchandise ne peut aller que sur l’un de tes chameaux libres ; tu n’en as aucun en { $at }.
rule-not_in_chain = { $frm } et { $to } ne sont pas reliés par une chaîne de tes chameaux (orthogonalement, pas en diagonale).
end-delivery = Le sac était vide et la livraison suivante a mis fin à la partie.
end-all_passed = Tous les joueurs ont fini un tour sans agir, la partie s’est donc terminée.
end-resignations = Il ne restait plus assez de joueurs.

## Marchandises, vue privée, coups en toutes lettres et journal (ui.py)
good-ivory = ivoire
good-cloth = étoffe
good-gems = gemmes
good-paper = papier
good-meat = viande
good-salt = sel
good-swords = épées
good-hides = peaux
# Une majuscule par marchandise sur son jeton, jamais deux pareilles (la légende les associe
# au mot) : épées = X (lames croisées) car E est l’étoffe, peaux = C (cuir) car P est le papier.
img-letter-ivory = I
img-letter-cloth = E
img-letter-gems = G
img-letter-paper = P
img-letter-meat = V
img-letter-salt = S
img-letter-swords = X
img-letter-hides = C
note-city = ville ({ $good })
note-demand = { $n ->
        [one] { $n } demande
       *[other] { $n } demandes
    }
note-camels = { $n ->
        [one] { $n } chameau
       *[other] { $n } chameaux
    }
note-actions = { $n ->
        [one] { $n } action
       *[other] { $n } actions
    }
headline-over = Terminée
headline-turn = Tour { $turn } : { $actions ->
        [one] { $actions } action restante
       *[other] { $actions } actions restantes
    }
headline-turn-last = Tour { $turn } : { $actions ->
        [one] { $actions } action restante
       *[other] { $actions } actions restantes
    } · le sac est vide : la prochaine livraison termine la partie !
waiting-turn = c’est ton tour ({ $actions ->
        [one] { $actions } action restante
       *[other] { $actions } actions restantes
    }). Utilise les boutons du plateau ou { $cmd_play }.
private-camels = 🐪 Chameaux : { $supply } dans ta réserve, { $board } sur le plateau (dont { $laden ->
        [one] { $laden } chargé
       *[other] { $laden } chargés
    }).
private-load = { $good } en { $at }
private-load-under = { $good } (butin d’un vol, sous le chameau) en { $at }
private-carrying = 📦 Chargement : { $loads }
private-carrying-nothing = 📦 Chargement : rien.
private-theft = 🗡️ Marqueur de vol : tu en as un.
private-no-theft = 🗡️ Marqueur de vol : aucun — tu ne pourras voler que lorsqu’on t’aura volé.
private-score = 🏆 Score : { $goods } pour les marchandises + { $demand } de demande − { $penalty } de pénalité de transport = **{ $score }**.
private-delivered = ✅ Livraisons : { $goods }.
private-your-turn = ▶️ C’est ton tour : il te reste { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }.
move-place = Poser un chameau en { $to } ({ $cost ->
        [one] { $cost } action
       *[other] { $cost } actions
    })
move-camel = Déplacer un chameau { $from } → { $to } ({ $cost ->
        [one] { $cost } action
       *[other] { $cost } actions
    })
move-pickup = Ramasser : { $good } en { $at }{ $demand ->
        [0] {""}
        [one] {" "}(+{ $demand } marqueur de demande)
       *[other] {" "}(+{ $demand } marqueurs de demande)
    }
move-steal = Voler : { $good } à { $name } en { $at }
move-good = Déplacer : { $good } { $from } → { $to }
move-good-under = Déplacer : { $good } (sous le chameau) { $from } → { $to }
move-deliver = Livrer : { $good } { $from } → { $to } (+{ $points })
move-deliver-under = Livrer : { $good } (sous le chameau) { $from } → { $to } (+{ $points })
log-placed = { $name } a posé un chameau en { $to } ({ $cost ->
        [one] { $cost } action
       *[other] { $cost } actions
    }).
log-camel-moved = { $name } a déplacé un chameau { $from } → { $to } ({ $cost ->
        [one] { $cost } action
       *[other] { $cost } actions
    }).
log-picked-up = { $name } a ramassé une marchandise ({ $good }){ $demand ->
        [0] {""}
        [one] {" "}et { $demand } marqueur de demande
       *[other] {" "}et { $demand } marqueurs de demande
    } en { $at }.
log-stole = { $name } a volé une marchandise ({ $good }) à { $victim } en { $at } et lui a remis un marqueur de vol.
log-good-moved = { $name } a déplacé une marchandise ({ $good }) { $from } → { $to }.
log-delivered = { $name } a livré une marchandise ({ $good }) à { $city } ({ $to }) et marque { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
log-refill-drawn = { $good } en { $at }
log-refill = Réapprovisionnement : { $marks ->
        [0] aucun marqueur de demande posé
        [one] un marqueur de demande sur { $marked }
       *[other] des marqueurs de demande sur { $marked }
    } ; { $draws ->
        [0] rien n’a été tiré
       *[other] tiré : { $drawn }
    } ; il reste { $left ->
        [one] { $left } marchandise
       *[other] { $left } marchandises
    } dans le sac.
log-end-triggered = Le sac est vide : la prochaine livraison termine la partie !
log-passed = { $name } a passé.
log-turn-ended = { $name } a fini son tour.
log-turn-started = À { $name } de jouer ({ $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }).
log-resigned = { $name } a abandonné.
log-resigned-goods = { $name } a abandonné ; ses marchandises ({ $goods }) quittent la partie.
log-over = Partie terminée — { $count ->
        [0] personne n’a gagné !
        [one] { $winners } a gagné !
       *[other] { $winners } ont gagné !
    } Scores : { $scores }. { $reason }

## Mots sur l’image du plateau (render/caravan.py)
img-player = Joueur { $n }
img-over = Partie terminée — { $count ->
        [0] pas de gagnant
        [one] { $names } gagne !
       *[other] { $names } gagnent !
    }
img-end-delivery = Le sac est vide et la dernière livraison est faite.
img-end-all_passed = Tous les joueurs ont passé d’affilée.
img-end-resignations = Il ne reste plus assez de joueurs.
img-turn = Tour { $turn } · à { $name } de jouer
img-actions-left = Actions restantes : { $left } sur { $total }
img-bag = Sac : { $n ->
        [one] { $n } marchandise
       *[other] { $n } marchandises
    } · partie { $length ->
        [short] courte
       *[full] complète
    }
img-bag-empty = Sac vide : la prochaine livraison termine la partie !
img-points = { $n ->
        [one] { $n } pt
       *[other] { $n } pts
    }
img-resigned = { $name } (abandon)
img-camels = Chameaux : { $supply } en réserve, { $board } en jeu · { $theft ->
        [one] Marqueur
       *[other] Marqueurs
    } de vol : { $theft }
img-breakdown = Marchandises { $goods } + demande { $demand } − pénalité { $penalty } (porte { $carrying })
img-no-deliveries = Aucune livraison pour l’instant
img-goods-legend = Marchandises (ville, points)
img-demand-legend = marqueur de demande, 1 point chacun
img-stolen-legend = chameau sur une marchandise encadrée : volée, à l’abri

## Noms des commandes et des options (Discord : minuscules, sans espace, 32 caractères au plus)
optname-length = durée
optname-camels = chameaux

# Choosing a good to move, step by step (menu values), and the delivery that ends the game.
choice-good-from = { $goods } sur { $at }
choice-good-under = { $good } (volé, dessous)
choice-good-to = vers { $to }
choice-good-deliver = { $to } : livrer { $good } (+{ $points })
choice-on-top = Sur le chameau
choice-under = Sous le chameau (volé)
confirm-delivery-ends = Le sac est vide : cette livraison termine la partie tout de suite. Livrer { $good } et terminer la partie ?
