title = Caravane
description = Caravane : la course de chameaux jusqu’aux palais de Kubilaï Khan
new-help = Ouvrir une table de Caravane dans ce salon
rules =
    {"*"}*Caravane** — mène ton chameau, en trois étapes (15, 25, 19 cases), jusqu’aux palais de Kubilaï Khan.
    • Tu as 60 gourdes d’eau : étage I (15) pour l’étape 1, II (25) pour l’étape 2, III (20) pour l’étape 3. Les gourdes qui restent sont perdues à la fin d’une étape.
    • À chaque tour, chaque joueur encore en route parie en secret des gourdes de l’étage en cours. Un pari posé est définitif. Les paris sont révélés ensemble, puis dépensés.
    • On classe les paris (les ex-æquo partagent un rang : 4-2-2-2-0 → 1-2-2-2-5). Avec A joueurs encore en route, le rang r avance de A − r + 1 cases. On s’arrête au palais.
    • Arrêt sur une case spéciale : +2 ou −2 gourdes, +1 ou −1 ballot de soie.
    • Ballots de soie gagnés au palais — étape 1 : 4/3/2/1/0, étape 2 : 5/4/3/2/1, étape 3 : 7/5/4/3/2. Les ex-æquo à l’arrivée partagent la meilleure place. La réserve compte 65 ballots. Les chameaux arrivés attendent les autres.
    • Le plus de soie l’emporte ; en cas d’égalité, celui qui a atteint le palais final en premier gagne.
    {"*"}*Variante « Champions »** : répartis librement et en secret tes 60 gourdes, et place un sac de nourriture (1, 2, 3) dans chaque étage. Ajouter le sac à un pari s’annonce aussitôt ; ceux qui ont déjà parié peuvent alors parier à nouveau ou garder leur pari.
hand = Mes gourdes
option-variant = Variante
option-variant-help = Règle standard, ou Champions (gourdes réparties librement et sacs de nourriture)
option-variant-standard = Standard
option-variant-champions = Champions
group-bid = Parier
group-bid_bag = Parier + sac de nourriture
group-keep = Garder mon pari
group-setup = Répartir les gourdes
action-bid = Pari secret
action-bid_bag = Pari secret + sac de nourriture
action-keep = Garder mon pari
action-setup = Répartir tes gourdes (en secret)
action-resign = Abandonner
confirm-resign = Abandonner définitivement cette partie de Caravane ? Ton chameau quitte la course.
param-bid-amount = Gourdes à parier (0 à { $amount_max })
param-bid_bag-amount = Gourdes à parier avec ton sac (0 à { $amount_max })
param-setup-tiers = Gourdes pour les étages I, II, III (total : { $tiers_total })
param-setup-bags = Sacs de nourriture 1, 2, 3 pour les étages I, II, III
shortcut-setup-help = Répartis tes gourdes entre les trois étages (Champions) avant la première manche
shortcut-bid-help = Place ta mise secrète en gourdes pour cette manche
shortcut-bid_bag-help = Place ta mise secrète et ajoute-y le sac de nourriture de l’étage
shortcut-bid-amount-help = Gourdes de l’étage en cours
shortcut-bid_bag-amount-help = Gourdes de l’étage en cours (ton sac de nourriture s’y ajoute)
shortcut-setup-tiers-help = Gourdes pour les étages I, II, III, p. ex. 15 25 20
shortcut-setup-bags-help = Valeur des sacs de nourriture pour les étages I, II, III, p. ex. 1 2 3
done-keep = Tu gardes ton pari.
waiting-setup = répartis tes 60 gourdes et place tes sacs de nourriture (🔒 secret) : clique sur **Répartir les gourdes**.
waiting-revise = un sac de nourriture a été annoncé : clique sur **Parier** pour parier à nouveau ou garder ton pari, avant la révélation.
waiting-bid-revise = parie (🔒 secret) avec **Parier** ; un sac de nourriture a été annoncé, ceux qui ont déjà parié peuvent donc parier à nouveau ou garder leur pari — les deux sous **Parier**.
waiting-bid = fais ton pari secret avec **Parier** (seul le nombre de paris posés est visible jusqu’à la révélation).
headline-setup = Mise en place
headline-over = Terminée
headline-race = Étape { $stage } · Tour { $round }
headline-champions = {" "}· Champions
rule-not_in_game = Tu ne joues pas dans cette partie.
rule-player_count = Caravane se joue de { $min } à { $max ->
        [one] { $max } joueur
       *[other] { $max } joueurs
    }.
rule-bad_variant = La variante doit être Standard ou Champions.
rule-game_over = La partie est terminée.
rule-resigned = Tu as abandonné cette partie.
rule-malformed_action = Ce n’est pas un coup de Caravane.
rule-unknown_action = Coup inconnu : tu peux parier, garder ton pari, répartir tes gourdes ou abandonner.
rule-missing_fields = Il manque à ce coup : { $fields }.
rule-unexpected_fields = Ce coup contient des champs inattendus : { $fields }.
rule-race_not_started = La course n’a pas commencé : répartis d’abord tes gourdes.
rule-already_arrived = Ton chameau est arrivé au palais : attends que les autres le rejoignent.
rule-bid_not_whole = Un pari doit être un nombre entier de gourdes.
rule-bid_negative = Un pari ne peut pas être négatif.
rule-not_enough_gourds = Il te reste { $left ->
        [one] { $left } gourde
       *[other] { $left } gourdes
    } dans l’étage { $tier } : pas assez pour ce pari.
rule-bid_final = Ton pari est posé : il est définitif pour ce tour.
rule-bag_stays = Ton sac de nourriture est annoncé pour ce tour et reste dans ton pari : parie à nouveau avec **Parier + sac de nourriture**.
rule-no_bags_in_standard = Les sacs de nourriture ne servent que dans la variante Champions.
rule-bag_used = Tu as déjà utilisé le sac de nourriture de ton étage { $tier }.
rule-nothing_to_keep = Personne ne t’a demandé de revoir ton pari : il n’y a rien à garder.
rule-race_started = La course a commencé : la répartition des gourdes ne peut plus changer.
rule-bad_tiers = Répartis tes gourdes en trois étages, chacun avec 0 gourde ou plus.
rule-tiers_total = Tes trois étages doivent contenir exactement { $total ->
        [one] { $total } gourde
       *[other] { $total } gourdes
    } (les tiens en contiennent { $got }).
rule-bad_bags = Donne un sac de nourriture (1, 2 et 3) à chaque étage.

## Vue privée, coups en toutes lettres et journal (ui.py)
private-tier = étage { $tier } : { $n }
private-tier-current = **étage { $tier } : { $n }**
private-gourds = 💧 Tes gourdes — { $tiers }
private-bidding-from = Tu paries avec l’étage { $tier } pendant l’étape { $stage }.
private-bid = Ton pari ce tour-ci : **{ $amount }** (définitif).
private-bid-bag = Ton pari ce tour-ci : **{ $amount }** + ton sac de nourriture (définitif).
private-no-bid = Tu n’as pas encore parié ce tour-ci.
private-bag = étage { $tier } : { $value }
private-bag-used = étage { $tier } : { $value } (utilisé)
private-bags = 🎒 Sacs de nourriture — { $bags }
private-not-set-up = Tu n’as pas encore réparti tes gourdes : clique sur **Répartir les gourdes**.
move-bid = Parier { $amount ->
        [one] { $amount } gourde
       *[other] { $amount } gourdes
    }
move-bid-bag = Parier { $amount ->
        [one] { $amount } gourde
       *[other] { $amount } gourdes
    } + ton sac de nourriture
move-setup = Répartition : étages { $tiers }, sacs { $bags }
log-bid = { $name } a parié.
log-bid-again = { $name } a parié à nouveau.
log-your-bid = 💧 Ton pari de **{ $amount }** est verrouillé jusqu’à la révélation.
log-your-bid-bag = 💧 Ton pari de **{ $amount }** + ton sac de nourriture est verrouillé jusqu’à la révélation.
log-kept = { $name } garde son pari.
log-bag = { $name } ajoute le sac de nourriture de l’étape { $stage } à son pari !
log-bag-reopens = { $count ->
        [one] { $names } peut parier à nouveau ou garder son pari.
       *[other] { $names } peuvent parier à nouveau ou garder leur pari.
    }
log-setup = { $name } a réparti ses gourdes.
log-setup-changed = { $name } a modifié la répartition de ses gourdes.
log-your-setup = 🧮 Ta répartition est enregistrée : étages { $tiers }, sacs de nourriture { $bags }. Tu peux la modifier tant que tout le monde n’a pas terminé.
log-race-started = Tout le monde est prêt : la course commence !
log-moved = { $name } a parié { $amount } (rang { $rank }) et avance de { $squares ->
        [one] { $squares } case
       *[other] { $squares } cases
    } jusqu’à la case { $square }.
log-moved-palace = { $name } a parié { $amount } (rang { $rank }) et avance de { $squares ->
        [one] { $squares } case
       *[other] { $squares } cases
    } jusqu’au palais { $stage }.
log-moved-bag = { $name } a parié { $amount } + sac de nourriture { $bag } (rang { $rank }) et avance de { $squares ->
        [one] { $squares } case
       *[other] { $squares } cases
    } jusqu’à la case { $square }.
log-moved-bag-palace = { $name } a parié { $amount } + sac de nourriture { $bag } (rang { $rank }) et avance de { $squares ->
        [one] { $squares } case
       *[other] { $squares } cases
    } jusqu’au palais { $stage }.
log-square-gourds-plus = { $name } s’arrête sur la case { $square } : +2 gourdes.
log-square-gourds-minus = { $name } s’arrête sur la case { $square } : −2 gourdes.
log-square-silk-plus = { $name } s’arrête sur la case { $square } : +1 ballot de soie.
log-square-silk-minus = { $name } s’arrête sur la case { $square } : −1 ballot de soie.
log-square-silk-plus-none = { $name } s’arrête sur la case { $square } : +1 ballot de soie (sans effet).
log-square-silk-minus-none = { $name } s’arrête sur la case { $square } : −1 ballot de soie (sans effet).
log-arrived = { $name } atteint le palais { $stage } à la { $place ->
        [1] 1re
        [2] 2e
        [3] 3e
       *[other] { $place }e
    } place et gagne { $silk ->
        [one] { $silk } ballot
       *[other] { $silk } ballots
    } de soie.
log-arrived-tied = { $name } atteint le palais { $stage } à la { $place ->
        [1] 1re
        [2] 2e
        [3] 3e
       *[other] { $place }e
    } place (ex-æquo) et gagne { $silk ->
        [one] { $silk } ballot
       *[other] { $silk } ballots
    } de soie.
log-stage = L’étape { $stage } commence : les gourdes restées dans l’ancien étage sont perdues ; les paris se font désormais avec l’étage { $tier }.
log-resigned = { $name } abandonne.
log-over = { $count ->
        [one] Les caravanes sont arrivées : { $names } gagne !
       *[other] Les caravanes sont arrivées : { $names } se partagent la victoire !
    }

## Mots sur l’image du plateau (render/caravane.py)
img-player = Joueur { $n }
img-place = { $place ->
        [1] 1er
        [2] 2e
        [3] 3e
       *[other] { $place }e
    }
img-stage = Étape { $stage }
img-stage-info = { $length } cases · étage { $tier } · palais : { $awards } soie · { $status ->
        [now] en cours
        [done] terminée
       *[later] à venir
    }
img-arrived = Arrivés :
img-start = Départ
img-palace = Palais { $stage }
img-squares = Cases :
img-gourds-plus = +2 gourdes
img-gourds-minus = −2 gourdes
img-silk-plus = +1 soie
img-silk-minus = −1 soie
img-setting-up = Mise en place : chacun répartit ses 60 gourdes en secret
img-stage-round = Étape { $stage } sur 3 · Tour { $round }
img-bank = Réserve de soie : { $bank } / 65
img-won = { $count ->
        [one] { $names } gagne !
       *[other] { $names } gagnent !
    }  { $silk ->
        [one] { $silk } ballot
       *[other] { $silk } ballots
    } de soie.
img-won-resigned = { $count ->
        [one] { $names } gagne !
       *[other] { $names } gagnent !
    }  Tous les autres ont abandonné.
img-status-resigned = abandon
img-status-winner = vainqueur
img-status-set-up = prêt
img-status-choosing = répartit…
img-status-arrived = au palais ({ $place })
img-status-revise = peut revoir son pari
img-status-bid-in = a parié
img-status-thinking = réfléchit…
img-drivers = Chameliers
img-silk-column = soie
img-bag-in = sac ajouté !
img-bag = sac
img-bag-used = utilisé
img-last-reveal-at = Dernière révélation · étape { $stage }, tour { $round }
img-no-reveal = Aucun pari révélé pour l’instant.

## Noms des commandes et des options (Discord : minuscules, sans espace, 32 caractères au plus)
cmdname-setup = répartir
cmdname-bid = parier
cmdname-bid-bag = parier-sac
optname-variant = variante
optname-tiers = étages
optname-bags = sacs
optname-amount = montant
