title = Catan
description = Catan : colonise l’île, fais du commerce et construis
new-help = Ouvrir une table de Catan dans ce salon
rules =
    {"*"}*Catan** — le premier à atteindre **10 points de victoire** pendant son propre tour gagne.
    {"*"}*Mise en place :** chacun à son tour pose une colonie et une route ; puis, dans l’ordre inverse, une deuxième paire (elle rapporte 1 carte par terrain voisin). Jamais de colonie juste à côté d’une autre.
    {"*"}*Tour :** joue au plus une carte développement (même avant les dés) → lance les dés → fais du commerce et construis → fin du tour.
    • Total des dés : chaque terrain qui porte ce nombre (sans le voleur) rapporte 1 carte par colonie, 2 par ville. Si la banque ne peut pas fournir une ressource à tout le monde, personne ne la reçoit (sauf si un seul joueur y a droit).
    • **7 :** chaque joueur qui a plus de 7 cartes en défausse la moitié ; déplace le voleur et vole 1 carte au hasard à un joueur installé autour de lui.
    {"*"}*Coûts :** route = argile + bois · colonie = argile + bois + laine + blé (1 PV) · ville = 3 minerais + 2 blés (2 PV) · carte développement = minerai + laine + blé.
    {"*"}*Commerce :** avec la banque à 4:1, ou à 3:1 / 2:1 grâce à tes ports ; avec les autres joueurs (seulement le joueur dont c’est le tour, pas de cadeaux).
    {"*"}*Cartes développement :** Chevalier (déplace le voleur), Construction de routes (2 routes gratuites), Invention (2 cartes de la banque), Monopole (rafle toute une ressource), Point de victoire (secret, 1 PV). Une carte ne se joue pas au tour de son achat.
    {"*"}*Route la plus longue** (≥ 5 routes d’affilée) et **Armée la plus puissante** (≥ 3 chevaliers) : 2 PV chacune.
    Repères : hexagones A–S, intersections 1–54, chemins comme 12-13.
    {"*"}*Marchands & Barbares** (option variante) : 13 PV ; sans désert, voleur ni Route la plus longue ; 2 et 12 relancés ; 2e pose = une ville ; 5 or chacun. Après construction, ton chariot avance (un pas : 2 PM ; sur une route 1, +1 or à son propriétaire ; +2 avec un barbare) vers une place P1–P3 : prends une marchandise, livre-la (1 PV + or). Un 7 ou un Chevalier déplace un barbare. 2 or = 1 ressource (2 fois par tour).
hand = Ma main
option-numbers = Nombres
option-numbers-help = Jetons numérotés : la spirale officielle, ou mélangés sans 6 ni 8 côte à côte
option-numbers-spiral = Spirale
option-numbers-random = Aléatoire (équilibré)
option-board = Plateau
option-board-help = Terrains : mélangés, ou la disposition fixe pour débutants
option-board-random = Aléatoire
option-board-beginner = Débutants
option-layout = Disposition
option-layout-help = Numéro de disposition : redonne le même plateau (les dés et les cartes restent secrets)
group-build = Construire
group-roll = Lancer les dés
group-trade = Commercer
group-play = Jouer une carte
group-move_robber = Déplacer le voleur
group-steal = Voler
group-discard = Défausser
group-offer = L'offre
group-accept_trade = Accepter
group-decline_trade = Refuser
group-counter_trade = Contre-offre
group-confirm_trade = Conclure l’échange
group-cancel_trade = Retirer l’offre
group-end_turn = Fin du tour
group-place-settlement = Poser une colonie
group-place-road = Poser une route
group-free-road = Poser une route gratuite
action-build_road = Route
action-build_settlement = Colonie
action-build_city = Ville
action-buy_dev = Carte développement
action-roll = Lancer les dés
action-maritime_trade = Commerce maritime
action-offer_trade = Proposer un échange
action-accept_trade = Accepter l’offre
action-decline_trade = Refuser l’offre
action-counter_trade = Faire une contre-offre
action-confirm_trade = Conclure l’échange
action-cancel_trade = Retirer ton offre
action-play_knight = Chevalier
action-play_road_building = Construction de routes
action-play_year_of_plenty = Invention
action-play_monopoly = Monopole
action-move_robber = Déplacer le voleur
action-steal = Voler
action-discard = Défausser
action-end_turn = Finir le tour
action-resign = Abandonner
param-build_road-edge = Où ? (1 argile et 1 bois) — les chemins possibles sont indiqués sur l’image
param-build_settlement-node = Où ? (1 argile, 1 bois, 1 laine et 1 blé) — les emplacements possibles sont numérotés
param-build_city-node = Quelle colonie ? (2 blés et 3 minerais)
param-maritime_trade-give = Quelle ressource donnes-tu (à ton meilleur taux) ?
param-maritime_trade-get = Contre quelle ressource ?
param-offer_trade-to = À qui proposer l’échange ?
param-offer_trade-give = Tu donnes
param-offer_trade-get = Tu demandes
param-counter_trade-give = Tu donnes
param-counter_trade-get = Tu demandes
param-confirm_trade-with = Échanger avec qui ?
param-play_year_of_plenty-resources = Quelles deux ressources prendre à la banque ?
param-play_monopoly-resource = Quelle ressource rafler chez tout le monde ?
param-move_robber-hex = Quel hexagone ? (chaque choix indique qui y a un bâtiment)
param-steal-victim = À qui voler une carte ? Tu la tires au hasard.
param-discard-cards = Défausse { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }
confirm-resign = Abandonner définitivement cette partie de Catan ? Tes cartes retournent à la banque.
shortcut-trade-help = Échange avec la banque ou dans un port, ou propose des cartes aux autres joueurs
shortcut-trade-move-help = Commerce maritime ou offre à un joueur : commence à taper, tes échanges s’affichent
shortcut-counter_trade-help = Réponds à l’offre en cours par une contre-offre
shortcut-discard-help = Après un 7, défausse la moitié de tes cartes : indique lesquelles
shortcut-discard-cards-help = Les cartes à défausser, p. ex. 2 argiles, 1 minerai
shortcut-trade-give-help = Ce que tu donnes, p. ex. 1 laine
shortcut-trade-get-help = Ce que tu demandes, p. ex. 1 minerai
shortcut-counter_trade-give-help = Ce que tu donnes, p. ex. 1 laine
shortcut-counter_trade-get-help = Ce que tu demandes, p. ex. 1 minerai
everyone = tout le monde
item-brick = argile
item-lumber = bois
item-wool = laine
item-grain = blé
item-ore = minerai
rule-not_in_game = Tu ne joues pas dans cette partie.
rule-player_count = Catan se joue de { $min } à { $max ->
        [one] { $max } joueur
       *[other] { $max } joueurs
    }.
rule-bad_option = Option inconnue : { $name }={ $value }.
rule-malformed_action = Ce coup n’est pas valide.
rule-unknown_action = Coup inconnu « { $kind } ».
rule-template = Complète d’abord les détails de ce coup.
rule-game_over = La partie est terminée.
rule-resigned = Tu as abandonné cette partie.
rule-not_your_turn = Ce n’est pas ton tour.
rule-wrong_phase = { $phase ->
        [setup] Pose ta colonie et ta route de départ.
        [discard] On attend que les joueurs défaussent la moitié de leurs cartes.
        [robber] Déplace d’abord le voleur.
        [barbarian] Déplace d’abord un barbare.
        [drive_off] Déplace d’abord le barbare chassé, ou laisse-le.
        [steal] Choisis d’abord à qui voler une carte.
        [road_building] Pose d’abord tes routes gratuites.
        [trade] Une offre d’échange est en cours : conclus-la ou retire-la d’abord.
        [over] La partie est terminée.
        [before_roll] Lance d’abord les dés.
       *[other] Tu ne peux pas faire ça maintenant.
    }
rule-roll_first = Lance d’abord les dés.
rule-cards_missing = Indique quelles cartes, p. ex. 1 minerai.
rule-unknown_resource = Ressource inconnue « { $name } » : écris argile, bois, laine, blé ou minerai (ou brick, lumber, wool, grain, ore).
rule-bad_count = Le nombre de cartes { $name ->
        [brick] argile
        [lumber] bois
        [wool] laine
        [grain] blé
        [ore] minerai
       *[other] « { $name } »
    } doit être un nombre entier, 0 ou plus.
rule-choose_resource = Choisis une ressource : argile, bois, laine, blé ou minerai.
rule-bad_place = Choisis { $what ->
        [intersection] une intersection valide
        [path] un chemin valide
        [hex] un hexagone valide
       *[other] un emplacement valide ({ $what })
    }.
rule-road_first = Pose d’abord une route à côté de ta nouvelle colonie.
rule-too_close = Trop près : il faut au moins deux chemins entre deux colonies.
rule-no_settlements_left = Tu n’as plus de colonie en réserve (construis une ville pour en récupérer une).
rule-cannot_afford = { $piece ->
        [road] Une route coûte 1 argile et 1 bois.
        [settlement] Une colonie coûte 1 argile, 1 bois, 1 laine et 1 blé.
        [city] Une ville coûte 2 blés et 3 minerais.
        [dev] Une carte développement coûte 1 laine, 1 blé et 1 minerai.
        [baggage] Améliorer le convoi coûte 1 bois, 1 laine et 1 minerai (2 bois pour les niveaux 4 et 5).
       *[other] Tu n’as pas de quoi payer ça.
    }
rule-spot_taken = Impossible de construire ici : l’emplacement ou un emplacement voisin est déjà pris.
rule-settlement_needs_road = Une colonie doit toucher l’une de tes routes.
rule-settlement_first = Pose d’abord une colonie.
rule-road_off_settlement = La route doit toucher la colonie que tu viens de poser.
rule-road_unconnected = Une route doit être reliée à l’une de tes routes, colonies ou villes.
rule-road_not_connected = Une route doit être reliée à l’une de tes routes, colonies ou villes (sans passer par le bâtiment d’un autre joueur).
rule-no_roads_left = Tu n’as plus de route en réserve.
rule-road_taken = Il y a déjà une route ici.
rule-not_adjacent = Ces intersections ne sont pas voisines.
rule-city_needs_settlement = Une ville remplace l’une de tes propres colonies.
rule-no_cities_left = Tu n’as plus de ville en réserve.
rule-already_rolled = Tu as déjà lancé les dés ce tour-ci.
rule-no_discard = Tu n’as pas à défausser maintenant.
rule-discard_exactly = Défausse exactement { $owed ->
        [one] { $owed } carte
       *[other] { $owed } cartes
    } (la moitié de ta main, arrondie à l’inférieur), par exemple : { $example }.
rule-not_enough = Tu n’as pas assez de cartes { $resource ->
        [brick] argile
        [lumber] bois
        [wool] laine
        [grain] blé
        [ore] minerai
        [gold] or
       *[other] { $resource }
    } (tu en as { $have }).
rule-same_hex = Déplace le voleur sur un autre hexagone.
rule-bad_victim = Choisis un joueur qui a un bâtiment sur l’hexagone du voleur.
rule-deck_empty = La pioche des cartes développement est vide.
rule-dev_already_played = Tu as déjà joué une carte développement ce tour-ci.
rule-no_such_card = Tu n’as pas de carte { $card ->
        [knight] Chevalier
        [road_building] Construction de routes
        [year_of_plenty] Invention
        [monopoly] Monopole
        [swift_journey] Voyage éclair
        [victory_point] Point de victoire
       *[other] { $card }
    }.
rule-card_just_bought = Tu ne peux pas jouer une carte { $card ->
        [knight] Chevalier
        [road_building] Construction de routes
        [year_of_plenty] Invention
        [monopoly] Monopole
        [swift_journey] Voyage éclair
        [victory_point] Point de victoire
       *[other] { $card }
    } au tour où tu l’as achetée.
rule-no_road_spot = Tu n’as aucun endroit où poser une route.
rule-two_resources = Choisis exactement 2 ressources.
rule-bank_short = La banque n’a pas assez de cartes { $resource ->
        [brick] argile
        [lumber] bois
        [wool] laine
        [grain] blé
        [ore] minerai
       *[other] { $resource }
    } (il lui en reste { $have }).
rule-same_resource = Échange contre une autre ressource.
rule-rate = Pour échanger avec la banque, il te faut { $resource ->
        [gold] { $rate } pièces d’or
       *[other] { $rate ->
            [one] { $rate } carte
           *[other] { $rate } cartes
        } { $resource ->
            [brick] argile
            [lumber] bois
            [wool] laine
            [grain] blé
            [ore] minerai
           *[other] { $resource }
        }
    }.
rule-bank_empty = La banque n’a plus aucune carte { $resource ->
        [brick] argile
        [lumber] bois
        [wool] laine
        [grain] blé
        [ore] minerai
       *[other] { $resource }
    }.
rule-no_gifts = Chaque camp doit donner au moins une carte (pas de cadeaux).
rule-same_both_sides = Tu ne peux pas échanger une ressource contre elle-même ({ $resource ->
        [brick] argile
        [lumber] bois
        [wool] laine
        [grain] blé
        [ore] minerai
        [gold] or
       *[other] { $resource }
    }).
rule-bad_partner = Conclus avec un joueur qui a accepté ton offre ou fait une contre-offre.
rule-bad_target = Propose l’échange à tout le monde ou à un seul autre joueur.
rule-no_offer_for_you = Aucune offre d’échange n’attend ta réponse.
rule-cards_asked_missing = Tu n’as pas les cartes demandées.
rule-no_open_offer = Tu n’as aucune offre d’échange en cours.
rule-you_lack_cards = Tu n’as pas les cartes que cet échange te demande.
rule-they_lack_cards = L’autre joueur n’a plus les cartes pour cet échange.

## Éléments du jeu, ligne du plateau, coups en toutes lettres, main et journal (ui.py)
cards-none = rien
no-one = personne
count-brick = { $n ->
        [one] { $n } argile
       *[other] { $n } argiles
    }
count-lumber = { $n ->
        [one] { $n } bois
       *[other] { $n } bois
    }
count-wool = { $n ->
        [one] { $n } laine
       *[other] { $n } laines
    }
count-grain = { $n ->
        [one] { $n } blé
       *[other] { $n } blés
    }
count-ore = { $n ->
        [one] { $n } minerai
       *[other] { $n } minerais
    }
card-knight = Chevalier
card-road_building = Construction de routes
card-year_of_plenty = Invention
card-monopoly = Monopole
card-victory_point = Point de victoire
terrain-desert = désert
headline-over = Terminée
headline-setup = Mise en place, tour { $round } · { $piece ->
        [road] route
        [city] ville
       *[settlement] colonie
    }
headline-before-roll = Tour { $turn } · avant les dés
headline-after-roll = Tour { $turn } · dés lancés ({ $total })
headline-phase = Tour { $turn } · { $phase ->
        [discard] un 7 — défausse
        [robber] déplacement du voleur
        [barbarian] déplacement d’un barbare
        [drive_off] un barbare chassé
        [steal] choix de la victime du voleur
        [road_building] Construction de routes ({ $roads ->
            [one] { $roads } route gratuite restante
           *[other] { $roads } routes gratuites restantes
        })
        [trade] offre d’échange en cours
       *[other] { $phase }
    }
waiting-setup-settlement = pose une colonie avec **Poser une colonie** (les emplacements libres sont numérotés sur le plateau).
waiting-setup-road = pose une route juste à côté avec **Poser une route** (ses chemins sont indiqués sur le plateau).
waiting-roll = lance les dés avec **Lancer les dés** (tu peux d’abord jouer une carte développement).
waiting-main = construis, fais du commerce ou joue une carte — puis **Fin du tour**.
waiting-discard-seat = { $name } : { $n }
waiting-discard = un 7 ! Avec plus de 7 cartes, tu en défausses la moitié : clique sur **Défausser** ({ $owed }). Ensuite, le voleur se déplace.
waiting-discard-plain = un 7 ! Avec plus de 7 cartes, tu en défausses la moitié : clique sur **Défausser** (le nombre figure sur le panneau de chaque joueur). Ensuite, le voleur se déplace.
waiting-robber = déplace le voleur avec **Déplacer le voleur** (les hexagones portent une lettre sur le plateau).
waiting-steal = choisis à qui voler une carte avec **Voler**.
waiting-road_building = pose ta route gratuite avec **Poser une route gratuite** (les chemins sont indiqués sur le plateau).
waiting-trade-answers = une offre de **{ $give }** contre **{ $get }** : **Accepter**, **Refuser** ou **Contre-offre**.
waiting-trade-confirm = l’offre de **{ $give }** contre **{ $get }** a reçu ses réponses : **Conclure l’échange** avec un partenaire ou **Retirer l’offre**.
waiting-other = à toi de jouer.
victim = { $name } ({ $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    })
partner = { $name } : tu donnes { $give }, tu reçois { $get }
move-road = Construire une route sur { $spot }
move-settlement = Construire une colonie en { $spot }
move-city = Construire une ville en { $spot }
move-buy-dev = Acheter une carte développement
move-bank-trade = Commerce maritime : { $give } contre { $get }
move-offer = Proposer { $give } contre { $get } à { $to }
move-offer-to = Proposer un échange à { $to }
move-counter = Contre-offre : donner { $give } contre { $get }
move-confirm = Conclure l’échange avec { $name }
move-plenty = Jouer Invention : { $resources }
move-monopoly = Jouer Monopole : { $resource }
move-play = Jouer la carte { $card }
move-robber = Déplacer le voleur sur { $spot }
move-steal = Voler une carte à { $name }
move-discard = Défausser { $cards }
hand-cards = **Ta main** ({ $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }) : { $cards }
hand-dev = { $emoji } { $card } ×{ $n }
hand-dev-new = { $emoji } { $card } ×{ $n } ({ $new ->
        [one] { $new } achetée ce tour-ci
       *[other] { $new } achetées ce tour-ci
    })
hand-devs = **Cartes développement :** { $cards }
hand-no-devs = **Cartes développement :** aucune
hand-rates = **Commerce maritime :** 4:1
hand-rates-special = **Commerce maritime :** 4:1 ; { $special }
hand-rates-harbour = **Commerce maritime :** 3:1 (port)
hand-rates-harbour-special = **Commerce maritime :** 3:1 (port) ; { $special }
hand-build-road = route
hand-build-settlement = colonie
hand-build-city = ville
hand-build-dev = carte développement
hand-can-build = **Tu peux construire maintenant :** { $pieces }
hand-points = **Tes points :** { $total } (publics : { $public })
hand-must-discard = ⚠️ Tu dois défausser { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } : clique sur **Défausser** sur le plateau.
hand-recently = **Récemment :** { $notes }
note-you-stole = Tu as volé 1 { $resource } à { $name }.
note-stolen-from-you = { $name } t’a volé 1 { $resource }.
note-you-drew = Tu as pioché { $emoji } **{ $card }**.
note-you-discarded = Tu as défaussé { $cards }.
log-placed = { $name } a posé { $piece ->
        [road] une route sur
        [city] une ville en
       *[settlement] une colonie en
    } { $spot }.
log-built = { $name } a construit { $piece ->
        [road] une route sur
        [city] une ville en
       *[settlement] une colonie en
    } { $spot }.
log-built-free = { $name } a construit { $piece ->
        [road] une route sur
        [city] une ville en
       *[settlement] une colonie en
    } { $spot } (gratuitement).
log-starting = { $name } a reçu ses cartes de départ : { $cards }.
log-rolled = 🎲 { $name } a lancé { $a } + { $b } = **{ $total }**.
log-produced = Production : { $gains }.
log-shortage = Banque à court : { $resources }.
log-must-discard = Doivent défausser : { $owed }.
log-discarded = { $name } a défaussé { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }.
log-robber = { $name } a déplacé le voleur sur l’hexagone { $spot }.
log-stole = { $name } a volé une carte à { $victim }.
log-nothing-to-steal = { $name } n’avait personne à voler.
log-bought-dev = { $name } a acheté une carte développement.
log-played-plenty = { $name } a joué Invention : { $resources }.
log-played-monopoly = { $name } a joué Monopole ({ $resource }) et en a raflé { $n }.
log-played = { $name } a joué la carte { $card }.
log-bank-trade = { $name } a échangé { $give } contre { $get } avec la banque.
log-offer = { $name } propose **{ $give }** contre **{ $get }** à { $to }.
log-counter = { $name } fait une contre-offre : donne { $give } contre { $get }.
log-accepts = { $name } accepte l’offre.
log-declines = { $name } refuse l’offre.
log-traded = { $name } a échangé { $give } avec { $partner } contre { $get }.
log-offer-closed = Offre d’échange close (retirée par { $name }).
log-offer-closed-declined = Offre d’échange close (proposée par { $name } : tout le monde a refusé).
log-longest-road-aside = La carte Route la plus longue est mise de côté.
log-longest-road = { $name } détient maintenant la Route la plus longue (longueur { $length }).
log-largest-army-aside = La carte Armée la plus puissante est mise de côté.
log-largest-army = { $name } détient maintenant l’Armée la plus puissante ({ $knights ->
        [one] { $knights } chevalier
       *[other] { $knights } chevaliers
    }).
log-turn = À { $name } de jouer.
log-resigned = { $name } a abandonné.
log-over-nobody = La partie est terminée.
log-over = 🏆 { $name } gagne avec { $points ->
        [one] { $points } point de victoire
       *[other] { $points } points de victoire
    } !{ $cards ->
        [0] {""}
       *[other] {" "}Cartes Point de victoire révélées : { $cards }.
    }

## Mots sur les images du plateau et de la main (render/catan*.py)
img-res-brick = Argile
img-res-lumber = Bois
img-res-wool = Laine
img-res-grain = Blé
img-res-ore = Minerai
img-res-desert = Désert
img-player = Joueur { $n }
img-resigned = { $name } (abandon)
img-answer-accept = { $name } ✓ accepte
img-answer-counter = { $name } ← contre-offre
img-answer-decline = { $name } × refuse
img-over = Partie terminée
img-turn = Tour { $turn }
img-setup = Mise en place
img-nobody = Personne
img-wins = gagne avec { $points } PV ! Scores finaux, cartes PV révélées
img-phase-setup-settlement = Poser une colonie
img-phase-setup-road = Poser une route à côté de la nouvelle colonie
img-phase-main = Commercer, bâtir ou finir le tour
img-phase-roll = Lancer les dés (ou un Chevalier)
img-phase-road-building = { $n ->
        [one] { $n } route gratuite à poser
       *[other] { $n } routes gratuites à poser
    }
img-phase-discard = Un 7 ! En attente des défausses
img-phase-robber = Déplacer le voleur ailleurs
img-phase-steal = Choisir à qui voler une carte
img-phase-trade = Offre d’échange en cours
img-phase-over = Partie terminée
img-must-discard = À défausser : { $owing }
img-can-rob = Victimes possibles : { $names }
img-nothing = rien
img-all = tout le monde
img-offer = Offre à { $to } : { $give } contre { $get }
img-stat-cards = Cartes { $n }
img-stat-dev = Dév. { $n }
img-stat-knights = Chevaliers { $n }
img-stat-road = Route { $n }
img-longest-road = Route la plus longue +2
img-largest-army = Armée la plus puissante +2
img-discard = Défausse { $n }
img-vp-cards = Cartes PV { $n }
img-bank = Banque
img-deck = Cartes dév. restantes : { $n }
img-card-knight = Déplace le voleur, vole 1 carte
img-card-victory_point = +1 PV, gardé secret
img-card-road_building = Pose 2 routes gratuites
img-card-year_of_plenty = 2 ressources au choix
img-card-monopoly = Rafle toute une ressource
img-someone = quelqu’un
img-note-drew = Tu as pioché une carte développement : { $card }
img-note-stole = Tu as volé 1 { $resource } à { $name }
img-note-stolen = { $name } t’a volé 1 { $resource }
img-note-discarded = Tu as défaussé : { $cards }
img-recent = Récent (toi seul le vois)
img-newest-first = le plus récent d’abord
img-your-hand = { $name } — ta main
img-discard-now = Défausse maintenant { $n } de tes { $total } cartes
img-seven-warning = { $n } cartes : un 7 te ferait défausser
img-resource-cards = { $n ->
        [one] { $n } carte ressource
       *[other] { $n } cartes ressource
    }
img-vp-total = { $n } PV (cartes cachées comprises)
img-dev-played = Tu as déjà joué une carte ce tour-ci
img-dev-next-turn = Les cartes achetées ce tour-ci se jouent dès ton prochain tour
img-dev-cards = Cartes développement
img-bought = { $n ->
        [one] { $n } achetée ce tour
       *[other] { $n } achetées ce tour
    }
img-bank-trade = Commerce maritime
img-harbours = tes ports : { $ports }
img-no-harbour = pas encore de port : 4 cartes identiques contre 1
img-build-now = Construire maintenant ?
img-build-road = Route
img-build-settlement = Colonie
img-build-city = Ville
img-build-dev = Carte développement
img-yes = Oui
img-no = Non
img-rolled = a fait { $total }
img-vp = PV
img-resources = Ressources

## Noms des commandes et des options (Discord : minuscules, sans espace, 32 caractères au plus)
cmdname-trade = échanger
cmdname-counter-trade = contre-offre
cmdname-discard = défausser
optname-numbers = numéros
optname-board = plateau
optname-layout = disposition
optname-give = donner
optname-get = recevoir
optname-cards = cartes

## Marchands & Barbares (traders_ui.py) : la variante, chariots, or, marchandises, barbares
option-variant = Variante
option-variant-help = Le jeu de base, ou le scénario Marchands & Barbares (chariots, or, barbares ; 13 PV)
option-variant-base = Jeu de base
option-variant-traders-barbarians = Marchands & Barbares
optname-variant = variante
group-wagon = Chariot
group-move_barbarian = Déplacer un barbare
group-keep_barbarian = Laisser le barbare
group-skip_steal = Ne pas voler
action-upgrade_baggage = Améliorer le convoi
action-buy_with_gold = Acheter avec de l’or
action-move_wagon = Déplacer le chariot
action-boost_wagon = Blé pour +2 PM
action-drive_off = Chasser un barbare
action-move_barbarian = Déplacer un barbare
action-keep_barbarian = Laisser le barbare
action-skip_steal = Ne pas voler
action-play_swift_journey = Voyage éclair
param-buy_with_gold-resource = Quelle ressource acheter pour 2 pièces d’or ?
param-move_wagon-to = Où aller ? (chaque endroit indique son coût le plus bas en PM et en péage)
param-move_wagon-route = Par où ? (les trajets diffèrent par les PM, le péage et le joueur qui le touche)
param-drive_off-barbarian = Quel barbare chasser ?
param-move_barbarian-barbarian = Quel barbare déplacer ?
param-move_barbarian-path = Vers quel chemin ? (chaque choix indique à qui est la route qui s’y trouve)
item-gold = or
count-gold = { $n ->
        [one] { $n } pièce d’or
       *[other] { $n } pièces d’or
    }
card-swift_journey = Voyage éclair
terrain-castle = château
terrain-quarry = carrière
terrain-glassworks = verrerie
good-tools = outils
good-sand = sable
good-marble = marbre
good-glass = verre
plaza = { $label } { $trade ->
        [castle] château
        [quarry] carrière
        [glassworks] verrerie
       *[other] { $trade }
    }
wagon-mp = { $mp } PM
wagon-no-toll = sans péage
wagon-via = par { $nodes }
wagon-more-ways = { $n ->
        [one] { $n } autre trajet
       *[other] { $n } autres trajets
    }
wagon-deliver = livre { $good ->
        [tools] les outils
        [sand] le sable
        [marble] le marbre
        [glass] le verre
       *[other] { $good }
    } : +{ $gold }, +1 PV
wagon-load = prend une marchandise
wagon-stop = s’arrête (rien à livrer ici)
path-road = route : { $name }
path-road-steal = route : { $name } (tu peux voler)
drive-off-faces = 🎲 { $faces }
move-upgrade = Améliorer le convoi au niveau { $level } ({ $cost })
move-buy-gold = Acheter { $card } pour { $gold }
move-wagon = Déplacer le chariot vers { $spot }
move-boost = Payer { $grain } : +2 PM
move-drive-off = Chasser le barbare de { $spot } ({ $faces })
move-barbarian = Déplacer le barbare de { $origin } vers { $spot }
move-keep-barbarian = Laisser le barbare sur { $spot }
move-skip-steal = Ne rien voler
headline-moving = Tour { $turn } · chariot en route ({ $mp } PM restants)
headline-arrived = Tour { $turn } · le chariot est arrivé
waiting-main-traders = construis, fais du commerce, achète avec de l’or ou joue une carte, puis avance avec **Chariot** — ou **Fin du tour**.
waiting-moving = ton chariot est en route ({ $mp } PM restants) : continue avec **Chariot**, ou **Fin du tour**.
waiting-arrived = ton chariot est arrivé : **Fin du tour** (tu peux encore jouer une carte).
waiting-barbarian = déplace un barbare avec **Déplacer un barbare** (vers un chemin sans barbare ; sur la route d’un autre, tu peux voler).
waiting-drive_off = le barbare est chassé : **Déplacer un barbare** vers un autre chemin, ou **Laisser le barbare**.
waiting-steal-traders = le barbare est sur la route d’un autre joueur : **Voler** son propriétaire, ou **Ne pas voler**.
hand-gold = **Or :** 🪙 { $n }
hand-gold-bought = achats avec de l’or ce tour-ci : { $used }/2
hand-baggage = **Convoi :** niveau { $level } · { $mp } PM · { $gold } par livraison · { $drive }
hand-drive-off = chasse les barbares sur 🎲 { $faces }
hand-no-drive-off = ne chasse pas encore les barbares (niveau 2)
hand-next-level = **Niveau suivant :** { $cost }
hand-top-level = **Niveau suivant :** aucun, c’est le plus haut (1 PV)
hand-wagon-empty = **Chariot :** 🐴 sur { $spot }, vide (chaque place donne une marchandise)
hand-wagon-carrying = **Chariot :** 🐴 sur { $spot }, transporte { $good ->
        [tools] des outils
        [sand] du sable
        [marble] du marbre
        [glass] du verre
       *[other] { $good }
    } → { $plaza }
hand-delivered = **Marchandises livrées :** { $n } (1 PV chacune)
hand-moving = **Déplacement :** { $mp } PM restants · blé pour +2 PM { $boost ->
        [yes] déjà utilisé
       *[no] encore possible
    }
log-rerolled = 🎲 { $name } a fait { $a } + { $b } = { $total } : on relance.
log-barbarian-moved = 🪓 { $name } a déplacé un barbare de { $origin } vers { $spot }.
log-barbarian-kept = { $name } a laissé le barbare sur { $spot }.
log-drive-off = 🎲 { $name } a fait { $die } contre le barbare de { $spot } : { $success ->
        [yes] chassé !
       *[no] il reste.
    }
log-wagon-moved = 🐴 { $name } a déplacé le chariot vers { $spot } ({ $cost } ; { $left } PM restants).
log-boosted = { $name } a payé 1 blé pour +2 PM ({ $left } PM restants).
log-picked-up = { $name } a pris { $good ->
        [tools] des outils
        [sand] du sable
        [marble] du marbre
        [glass] du verre
       *[other] { $good }
    } { $trade ->
        [castle] au château
        [quarry] à la carrière
        [glassworks] à la verrerie
       *[other] ({ $trade })
    }.
log-delivered = 📦 { $name } a livré { $good ->
        [tools] des outils
        [sand] du sable
        [marble] du marbre
        [glass] du verre
       *[other] { $good }
    } { $trade ->
        [castle] au château
        [quarry] à la carrière
        [glassworks] à la verrerie
       *[other] ({ $trade })
    } : +{ $gold } et 1 PV.
log-stack-empty = { $trade ->
        [castle] Le château
        [quarry] La carrière
        [glassworks] La verrerie
       *[other] ({ $trade })
    } n’a plus de marchandises.
log-upgraded = { $name } a amélioré son convoi au niveau { $level }.
log-upgraded-vp = { $name } a amélioré son convoi au niveau { $level } (+1 PV).
log-bought-with-gold = { $name } a acheté { $card } pour { $gold }.
log-swift-journey = { $name } a joué Voyage éclair : un nouveau déplacement de { $left } PM.
rule-no_gold_here = Il n’y a pas d’or dans cette partie (seulement dans Marchands & Barbares).
rule-not_enough_gold = Il te faut { $need ->
        [one] { $need } pièce d’or
       *[other] { $need } pièces d’or
    } pour cela.
rule-gold_purchases_used = Tu as déjà fait les { $limit } achats avec de l’or de ce tour.
rule-after_movement = Ton chariot s’est déplacé : plus de commerce, de construction ni d’achat ce tour-ci.
rule-baggage_max = Ton convoi est déjà au plus haut niveau.
rule-not_reachable = Ton chariot ne peut pas atteindre cet endroit maintenant.
rule-bad_route = Ce trajet ne fait pas partie des trajets proposés.
rule-toll_unpaid = Il ne te reste plus d’or pour le péage sur la route de { $player_name }.
rule-boost_used = Tu as déjà payé du blé pour +2 PM ce tour-ci.
rule-no_grain = +2 PM coûtent 1 blé, et tu n’en as pas.
rule-drive_off_level = Pour chasser les barbares, il faut un convoi de niveau 2 ou plus.
rule-drive_off_tried = Tu as déjà tenté de chasser ce barbare ce tour-ci.
rule-not_at_barbarian = Ton chariot doit se trouver à un bout du chemin de ce barbare.
rule-movement_over = Le déplacement de ton chariot est fini pour ce tour.
rule-no_barbarian = Il n’y a pas de barbare sur ce chemin.
rule-barbarian_there = Un barbare se trouve déjà sur ce chemin.
rule-same_path = Déplace le barbare vers un autre chemin.
rule-sea_path = Les chemins côtiers des hexagones de commerce n’acceptent ni route, ni chariot, ni barbare.
rule-journey_needs_step = Joue Voyage éclair une fois que ton chariot a fait un pas ce tour-ci.
rule-barbarian_on_path = Tu ne peux pas construire de route là où se trouve un barbare.
group-place-city = Poser une ville
waiting-setup-city = pose ta ville avec **Poser une ville** (les emplacements libres sont numérotés sur le plateau) ; ton chariot y commence.
waiting-setup-city-road = pose une route juste à côté de ta ville avec **Poser une route** (ses chemins sont indiqués sur le plateau).
rule-place_city = Ta deuxième pose de départ est une ville.
rule-drive_off_only = Seul le barbare que tu as chassé ({ $barbarian }) peut être déplacé maintenant.
log-steal-skipped = { $name } n’a rien volé.
done-upgrade_baggage = Convoi amélioré.
img-phase-barbarian = Déplace un barbare vers un autre chemin
img-phase-drive_off = Barbare chassé : déplace-le ou laisse-le
img-tb-moving = Chariot en route : { $mp } PM restants
img-tb-reach-legend = = points de mouvement · or pour les péages
img-card-tb-knight = Déplace un barbare, vole 1 carte
img-card-swift_journey = Déplace ton chariot une 2e fois

## Un bouton du plateau sans rien pour toi : la réponse privée (buttons.py)
empty-other = Rien pour toi sous ce bouton pour l’instant.
empty-trade = { $gold ->
        [yes] Tu n’as ni carte ni or à échanger.
       *[no] Tu n’as aucune carte à échanger.
    }
empty-build = 🔨 Tu ne peux rien construire pour l’instant.
empty-build-blocked = Tu as les cartes pour { $piece ->
        [road] une route, mais { $why ->
            [pieces] tu n’as plus de route en réserve
           *[spot] aucun chemin libre ne touche tes routes
        }
        [settlement] une colonie, mais { $why ->
            [pieces] tu n’as plus de colonie en réserve (une ville t’en rend une)
           *[spot] il n’y a aucun emplacement libre le long de tes routes (à deux chemins de toute construction)
        }
        [city] une ville, mais { $why ->
            [pieces] tu n’as plus de ville en réserve
           *[spot] tu n’as plus de colonie à transformer en ville
        }
       *[dev] une carte développement, mais la pioche est vide
    }.
empty-your-hand = **Ta main :** { $cards }
empty-costs = **Coûts :** { $costs }
empty-cost = { $piece ->
        [road] route
        [settlement] colonie
        [city] ville
        [dev] carte développement
       *[baggage] convoi niveau { $level }
    } = { $cost }
empty-build-trade = { $gold ->
        [yes] Avec **Commercer**, échange des cartes contre ce qui te manque : avec la banque, avec les autres joueurs, ou 2 pièces d’or pour une ressource.
       *[no] Avec **Commercer**, échange des cartes contre ce qui te manque : avec la banque ou avec les autres joueurs.
    }
empty-play = 🃏 Aucune de tes cartes ne peut être jouée pour l’instant :
empty-play-card = • { $card } : { $why ->
        [points] carte qui ne se joue jamais, elle compte toute seule
        [new] carte achetée ce tour-ci, jouable dès ton prochain tour
        [road] aucun chemin libre pour une route
        [journey] joue-la une fois que ton chariot a fait un pas ce tour-ci
       *[bank] la banque n’a pas assez de cartes pour elle
    }
empty-play-none = Tu n’as aucune carte développement à jouer.
empty-wagon = 🐴 Ton chariot ne peut aller nulle part d’ici pour l’instant ({ $mp } PM restants, { $gold }).
empty-accept = Tu ne peux pas accepter : { $name } demande { $get }, et tu as { $hand }. { $counter ->
        [yes] Tu peux **Refuser**, ou faire une **Contre-offre**.
       *[no] Tu peux **Refuser** l’offre.
    }
empty-counter = { $gold ->
        [yes] Tu n’as ni carte ni or à proposer en échange : clique sur **Refuser**.
       *[no] Tu n’as aucune carte à proposer en échange : clique sur **Refuser**.
    }
empty-proposer = Seule la personne qui a fait l’offre ({ $name }) peut la confirmer ou la retirer.
empty-confirm = Aucun échange à confirmer : personne n’a accepté, et aucune contre-offre ne demande que des cartes que tu as. **Retirer l’offre** la referme.
