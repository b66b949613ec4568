lobby-open = Table ouverte
lobby-started = Partie commencée
lobby-cancelled = Annulée
lobby-finished = Terminée
lobby-players = Joueurs { $n }/{ $max }
lobby-options = Options
lobby-host = (hôte)
lobby-help = Clique sur **Rejoindre** pour prendre place (de { $min } à { $max ->
        [one] { $max } joueur
       *[other] { $max } joueurs
    }). L’hôte lance la partie quand tout le monde est là.
lobby-was-cancelled = Cette table a été annulée.
lobby-has-started = La partie a commencé — le plateau est juste en dessous.
button-join = Rejoindre
button-leave = Quitter
button-start = Lancer
button-cancel = Annuler
joined = Tu as pris place avec la couleur { $colour ->
        [red] rouge
        [blue] bleue
        [orange] orange
        [green] verte
        [purple] violette
        [white] blanche
       *[other] { $colour }
    }.
left = Tu as quitté la table.
host-cannot-leave = Tu es l’hôte : annule la table au lieu de la quitter.
only-host-starts = Seul l’hôte peut lancer la partie.
too-few = Il faut au moins { $min ->
        [one] { $min } joueur
       *[other] { $min } joueurs
    } pour jouer à { $title } ({ $n ->
        [one] { $n } inscrit
       *[other] { $n } inscrits
    } pour l’instant).
already-started = La partie a déjà été lancée ou annulée.
started = La partie a commencé — le plateau est ci-dessous.
begins = La partie commence avec { $names }.
only-host-cancels = Seul l’hôte ou un membre qui peut gérer les salons peut annuler la partie.
cancel-ask = Annuler la partie de { $title } nº { $id } pour tout le monde ? Elle s’arrête ici et ne pourra pas reprendre.
cancel-ask-lobby = Fermer la table de { $title } nº { $id } ? Toutes ses places seront libérées.
cancel-yes = Oui, l’annuler
cancel-keep = Non, la garder
cancel-done = La partie de { $title } nº { $id } est annulée.
cancel-gone = Cette partie est déjà terminée ou annulée.
cancelled-by = { $emoji } La partie de { $title } a été annulée par { $mention }.
changed-meanwhile = La partie a changé entre-temps ; réessaie.
lobby-closed = Cette table est fermée.
already-joined = Tu as déjà rejoint cette partie.
not-in-lobby = Tu n’as pas de place à cette table.
game-full = La partie est complète ({ $max ->
        [one] { $max } joueur
       *[other] { $max } joueurs
    }).
no-game = Il n’y a pas de partie dans ce salon. Ouvres-en une avec { $examples }.
no-game-yet = Aucune partie n’a encore été jouée dans ce salon.
channel-busy = Une partie de { $title } est déjà en cours dans ce salon. Termine-la ou annule-la d’abord, ou lance-en une dans un autre salon ou fil.
not-in-server = On ne peut jouer que dans un salon ou un fil d’un serveur.
not-started = Cette partie n’a pas encore commencé.
game-over = Cette partie de { $title } est terminée — lance-en une nouvelle avec { $new }.
game-gone = Cette partie n’existe plus.
not-playing = Tu ne joues pas dans cette partie. Suis-la en spectateur, ou ouvre la tienne avec { $new } dans un autre salon.
old-board = Ce plateau n’est plus à jour — utilise les boutons du plateau le plus récent{ $jump }.
stale-menu = ⌛ Ce menu n’est plus à jour — la partie a avancé. Utilise les boutons du plateau le plus récent ({ $cmd_table_board } le republie).
already-made = Ce coup a déjà été joué — la partie a avancé. Utilise le plateau le plus récent.
not-your-turn = Ce n’est pas ton tour — la partie attend { $names }.
nothing-here = Tu ne peux rien faire de ce genre pour l’instant.
not-for-you = Ce bouton n’est pas pour toi — il est pour { $names }.
nothing-at-all = Tu n’as aucun coup à jouer pour l’instant — la partie attend { $names }.
done = ✅ { $what }
refused = ⛔ { $reason }
board-not-posted = ⚠️ Je n’ai pas pu publier le plateau ici : donne-moi les permissions Envoyer des messages, Joindre des fichiers et Intégrer des liens dans ce salon, puis utilise { $cmd_table_board }.
board-failed-permissions = ⚠️ Le plateau n’a pas pu être publié : il me manque ces permissions dans ce salon : **{ $perms }**. Demande à un modérateur de me les accorder — le plateau apparaîtra tout seul dès que je pourrai publier (ou utilise { $cmd_table_board }).
board-failed-discord = ⚠️ Discord ne répond pas pour le moment, le plateau n’a donc pas pu être publié. Rien n’est perdu : il sera publié tout seul dès que Discord répondra.
board-failed-discord-again = ⚠️ Discord ne répond pas pour le moment, le plateau n’a donc pas pu être publié — réessaie { $cmd_table_board } dans une minute.
board-failed-gone = ⚠️ Le plateau n’a pas pu être publié : ce salon n’existe plus ou je ne peux plus le voir.
board-failed-rejected = ⚠️ Discord a refusé le message du plateau. Rien n’est perdu ; l’administrateur du bot a été prévenu.
board-failed-storage = ⚠️ Le coup est enregistré, mais la base de données du bot n’a pas pu noter le plateau, qui n’a donc pas été publié. L’administrateur du bot a été prévenu ; le plateau sera publié tout seul dès que la base remarchera.
board-posted-later = (Publié en retard : Discord était injoignable pendant un moment.)
needs-permissions = ⚠️ Je ne peux pas accueillir de partie ici : il me manque ces permissions dans ce salon : **{ $perms }**. Demande à un modérateur de me les accorder, puis réessaie.
started-no-board = La partie a commencé, mais son plateau n’est pas encore affiché.
wrong-channel = Ce bouton appartient à une partie d’un autre salon — il ne fait rien ici.
storage-full = ⚠️ Le disque du bot est plein, rien n’a pu être enregistré. Rien n’a changé ; l’administrateur du bot a été prévenu — réessaie plus tard.
storage-readonly = ⚠️ La base de données du bot est en lecture seule pour le moment. Rien n’a changé ; l’administrateur du bot a été prévenu — réessaie plus tard.
storage-corrupt = ⚠️ La base de données du bot est endommagée. Rien n’a changé ; l’administrateur du bot a été prévenu.
storage-locked = ⚠️ La base de données du bot est occupée. Rien n’a changé — réessaie dans un instant.
storage-unavailable = ⚠️ Le bot n’arrive pas à joindre sa base de données. Rien n’a changé ; l’administrateur du bot a été prévenu — réessaie plus tard.
discord-unavailable = ⚠️ Discord ne répond pas pour le moment. Réessaie dans une minute.
something-wrong = Désolé, quelque chose s’est mal passé. Rien n’a changé.
bad-option = Je n’arrive pas à lire l’option **{ $name }** de cette commande : ce n’est pas ce qu’elle attend. Rien n’a changé — choisis à nouveau la commande dans la liste de Discord.
health-denied = Seuls les membres qui peuvent gérer ce serveur peuvent voir l’état du bot.
health-title = 🩺 **État de Caravanserai**
health-database = Base de données : `{ $path }` (schéma v{ $schema })
health-games = Parties en cours : **{ $active }** · plateaux en attente de publication : **{ $behind }**
health-up = Démarré <t:{ $since }:R> · latence de la passerelle : { $latency } ms
health-last-error =
    Dernière erreur <t:{ $when }:R> : `{ $error }`
    (erreurs de stockage : { $storage }, erreurs Discord : { $discord } depuis le démarrage)
health-no-error = Aucune erreur depuis le démarrage.
health-this-process = Ce processus : shards { $shards } · pid { $pid }
health-process = { $connected ->
    [yes] 🟢
   *[no] 🔴
} Processus `{ $name }` : pid { $pid } sur { $host }, dernier signe de vie il y a { $age } s
health-process-silent = ⚠️ Processus `{ $name }` : aucun signe de vie depuis { $age } s (arrêté ou bloqué ?)
confirm-yes = Oui
confirm-no = Annuler
confirm-go = Confirmer
confirm-back = Retour
menu-cancelled = Rien n’a été fait.
menu-choose = Choisis…
menu-page = Page { $page } sur { $pages }
menu-prev = ◀ Précédent
menu-next = Suivant ▶
menu-chosen = Jusqu’ici : { $chosen }
menu-type = Que veux-tu faire ?
form-open = Remplir le formulaire
hand-empty = Tu n’as rien de secret dans cette partie.
board-reposted = Plateau republié par { $name }.
board-fresh = Voici une copie toute neuve du plateau : ce sont ses boutons qui comptent.
board-fresh-final = Voici le plateau final de la dernière partie de ce salon. Lance-en une nouvelle avec { $examples }.
board-was-cancelled = La dernière partie de ce salon a été annulée : il n’y a pas de plateau à montrer. Lance-en une nouvelle avec { $examples }.
restarted = (Le bot a redémarré ; voici le plateau actuel.)
auto-played = ⚙️ Joué automatiquement pour { $name } — une seule issue était possible :
game-over-line = 🏁 **Partie terminée.**
final-standings = Classement final
wins = **{ $names }** gagne !
share-win = **{ $names }** se partagent la victoire !
footer = Partie n° { $id } · coup { $version }
lobby-footer = Partie n° { $id }
reminder = ⏰ { $mentions } — la partie de { $title } ici vous attend : { $what }
log-title = 📜 **{ $title } n° { $id }** — page { $page } sur { $pages } (les plus récents d’abord) · { $when }
log-empty = Aucun coup pour l’instant dans la partie de { $title } n° { $id }.
log-at-setup = Mise en place
log-at-turn = T{ $turn }
log-at-round = É{ $stage } T{ $round }
log-at-day = S{ $week } J{ $day }
log-legend-turn = T = tour
log-legend-round = É = étape, T = tour
log-legend-day = S = semaine, J = jour
log-legend-secret = 🤫 = toi seul vois cette ligne
log-older = ◀ Plus anciens
log-newer = Plus récents ▶
log-since-head = ↩️ Depuis ton dernier coup :
log-since-cut = { $n ->
        [one] ↩️ Depuis ton dernier coup (une ligne plus ancienne dans { $log }) :
       *[other] ↩️ Depuis ton dernier coup ({ $n } lignes plus anciennes dans { $log }) :
    }
log-since = ↩️ Depuis ton dernier coup : { $events }
log-since-more = { $n ->
        [one] …et { $n } autre dans { $log }
       *[other] …et { $n } autres dans { $log }
    }
rules-none = Aucun résumé disponible.
play-nothing = Rien à jouer pour l’instant — on attend { $names }
play-not-your-turn = Ce n’est pas ton tour — la partie attend { $names }
play-not-seated = Tu ne joues pas dans la partie de ce salon
play-no-game = Aucune partie en cours dans ce salon
play-form = { $what } (ouvre un formulaire)
play-unknown = « { $text } » ne fait pas partie de tes coups possibles — commence à taper et choisis une des suggestions.
play-moved-on = La partie a avancé depuis ton choix — choisis à nouveau.
compose-empty = Merci de remplir tous les champs.
compose-not-number = « { $text } » n’est pas un nombre entier.
compose-out-of-range = { $value } est hors limites ({ $low } à { $high }).
compose-count = Donne exactement { $expected ->
        [one] { $expected } nombre
       *[other] { $expected } nombres
    } (tu en as donné { $got }).
compose-negative = Les nombres ne peuvent pas être négatifs.
compose-unreadable = Je n’ai pas compris « { $text } ». Écris-le par exemple ainsi : { $example }
compose-unknown-item = « { $word } » ne fait pas partie des choix possibles ici. Écris par exemple ainsi : { $example }
compose-ambiguous-item = « { $word } » peut désigner plusieurs choses — écris une plus grande partie du mot.
example-cards = p. ex. { $example }
example-ints = p. ex. { $example }
example-int = de { $low } à { $high }
and = {" "}et{" "}
count-moves = { $n ->
        [one] { $n } coup
       *[other] { $n } coups
    }
settings-denied = Seuls les membres qui peuvent gérer ce serveur peuvent modifier ses réglages.
settings-language-server = Les plateaux et les tables de ce serveur sont désormais en { $language ->
    [en] anglais
    [sv] suédois
    [cs] tchèque
    [pl] polonais
   *[fr] français
}.
settings-language-me = Désormais, je te réponds en { $language ->
    [en] anglais
    [sv] suédois
    [cs] tchèque
    [pl] polonais
   *[fr] français
}.

## Slash commands (descriptions; names stay as they are)
cmd-table-join = Prendre place à la table de ce salon
cmd-table-leave = Quitter la table de ce salon
cmd-table-start = Lancer la partie (hôte uniquement)
cmd-table-cancel = Annuler la table ou la partie en cours (hôte ou Gérer les salons)
cmd-table-board = Reposter le plateau actuel
cmd-table-hand = Ta vue privée (toi seul la vois)
cmd-table-rules = Un court résumé des règles
cmd-table-resign = Quitter définitivement la partie en cours
cmd-table-health = L’état du bot : base de données, parties, dernière erreur (Gérer le serveur)
cmd-table-settings = Réglages : langue du serveur (Gérer le serveur), pendule de cette partie (hôte)
cmd-table-log = Toute la partie en toutes lettres, page par page
cmd-play = Jouer un coup : commence à taper et choisis
cmd-me = Tes parties et tes réglages : langue, absence, rappels
param-game = Quel jeu (par défaut : celui de ce salon)
param-page = Quelle page ouvrir (1 = la plus récente)
param-move = Tes coups possibles sont proposés pendant que tu tapes
cmd-table = La partie de ce salon : places, plateau, main, règles, journal
param-server-language = La langue des plateaux et des tables sur ce serveur
param-my-language = La langue de tes réponses privées et de tes menus
choice-auto = Automatique
choice-language-en = English (anglais)
choice-language-sv = Svenska (suédois)
choice-language-cs = Čeština (tchèque)
choice-language-fr = Français
choice-language-pl = Polski (polonais)

## Discord's names of the permissions a board needs
perm-view_channel = Voir le salon
perm-send_messages = Envoyer des messages
perm-send_messages_in_threads = Envoyer des messages dans les fils
perm-embed_links = Intégrer des liens
perm-attach_files = Joindre des fichiers
perm-read_message_history = Voir les anciens messages

## Noms des commandes et des options (Discord : minuscules, sans espace, 32 caractères au plus)
cmdname-table = table
cmdname-table-join = rejoindre
cmdname-table-leave = quitter
cmdname-table-start = lancer
cmdname-table-cancel = annuler
cmdname-table-board = plateau
cmdname-table-hand = main
cmdname-table-rules = règles
cmdname-table-resign = abandonner
cmdname-table-health = état
cmdname-table-settings = réglages
cmdname-table-log = journal
cmdname-me = moi
cmdname-play = jouer
cmdname-new = nouvelle
optname-game = jeu
optname-language = langue
optname-page = page
optname-move = coup

## /stats : parties jouées et gagnées, cotes et classement
cmd-stats = Parties jouées et gagnées, et niveau des joueurs, sur ce serveur
param-stats-player = Le bilan d'un joueur au lieu du classement
cmdname-stats = statistiques
optname-player = joueur
stats-title = Classement · { $server }
stats-rating = niveau
stats-record = gagnées / jouées
stats-average = score moyen
stats-trend = évolution du niveau
stats-empty = Aucune partie n'est encore terminée sur ce serveur.
stats-panel = { $game } · { $games ->
    [one] { $games } partie
   *[other] { $games } parties
  }
stats-podium = { $place }. { $name } ({ $rating })
stats-player-title = **{ $name }**
stats-player-line = **{ $game }** : { $played ->
    [one] { $played } partie
   *[other] { $played } parties
  }, { $won } gagnée(s) ({ $percent } %), score moyen { $average }, niveau { $rating } — { $place }ᵉ sur { $of }
stats-player-none = Aucune partie terminée sur ce serveur pour l'instant.
stats-skill-help = Le niveau est une estimation prudente de la force d’un joueur : il part de 0, monte avec les bons résultats et à mesure que les parties le rendent plus sûr, et peut passer sous 0 après des défaites.
stats-updating = _Des parties plus anciennes sont encore en cours de décompte : les classements peuvent encore évoluer._

## /table undo
cmd-table-undo = Reprendre votre dernier coup (tant que personne d'autre n'a joué et que rien n'a été révélé)
cmdname-table-undo = reprendre
undo-done = ↩️ Coup repris : { $move }. Le plateau montre la partie telle qu'elle était avant.
undo-barrier = Votre dernier coup ({ $move }) ne peut plus être repris : les règles le rendent définitif (une enchère placée), ou il a révélé quelque chose (un jet, une carte) ou passé la main à un autre joueur.
undo-nothing = Vous n'avez rien à reprendre : votre dernier coup n'est pas le dernier de la partie (quelqu'un a joué depuis), ou vous n'avez pas encore joué.
undo-stale = La partie a avancé pendant votre demande ; rien n'a été repris.
took-back = ↩️ { $name } a repris : { $move }
took-back-secret = ↩️ { $name } a repris son coup secret ({ $what }).

## /table replay
cmd-table-replay = La dernière partie terminée ici : les scores au fil du jeu et ses plateaux clés
cmdname-table-replay = revoir
replay-chart = { $game } #{ $id } · score au fil de la partie
replay-moves = { $n ->
    [one] { $n } coup
   *[other] { $n } coups
  }
replay-not-finished = La partie de ce salon est encore en cours : sa rediffusion viendra à la fin.
replay-cancelled = La dernière partie ici, { $title } n° { $id }, a été annulée : une partie annulée n’a pas de rediffusion.
replay-text = **{ $game } #{ $id }** en { $moves } — gagnée par { $winners }. Le graphique montre le score de chacun après chaque coup ; l'animation, les plateaux clés.

## /table watch
cmd-table-watch = Suivre la partie de ce salon en spectateur (à nouveau pour arrêter)
cmdname-table-watch = suivre
watch-on = 👀 Vous suivez { $title } #{ $id } : chaque message de nouveau tour vous mentionne. La même commande arrête le suivi.
watch-off = Vous ne suivez plus { $title } #{ $id }.
watch-seated = Vous jouez à { $title } #{ $id } : le plateau vous mentionne déjà quand c'est votre tour.
board-watchers = 👀 { $mentions }
undo-button = ↩️ Reprendre

# clocks, absence, reminders, replacement (issue 12)
cmd-table-replace = Donner la place d’un joueur de la partie en cours à un autre membre ou à l’IA (hôte)
cmd-me-language = La langue dans laquelle le bot te répond
cmd-me-away = Absent jusqu’à une date : tes pendules s’arrêtent et les rappels attendent
cmd-me-reminders = Comment et quand on te rappelle qu’une partie t’attend
cmd-me-games = Toutes les parties, sur tous les serveurs, qui attendent ton coup
param-clock = La pendule de tour de cette partie, p. ex. 48h ou 2d (off : aucune)
param-replace-player = La place de qui
param-replace-with = Qui la reprend
param-until = Une date (2026-12-24), une durée à partir de maintenant (3d, 1w) ou off
param-every = À quelle fréquence, p. ex. 12h ou 2d (off : jamais)
param-quiet = Heures sans rappel dans ton fuseau horaire, p. ex. 22-8 (off : aucune)
param-timezone = Ton fuseau horaire, p. ex. Europe/Paris
param-dm = Me rappeler par message privé plutôt que par une mention dans le salon
cmdname-table-replace = remplacer
cmdname-me-language = langue
cmdname-me-away = absent
cmdname-me-reminders = rappels
cmdname-me-games = parties
optname-clock = pendule
optname-with = par
optname-until = retour
optname-every = intervalle
optname-quiet = silence
optname-timezone = fuseau
optname-dm = mp

dur-days = { $n ->
    [one] { $n } jour
   *[other] { $n } jours
  }
dur-hours = { $n ->
    [one] { $n } heure
   *[other] { $n } heures
  }
dur-under-minute = moins d’une minute
dur-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
  }
bad-duration = Je n’arrive pas à lire cette durée. Écris-la comme `48h`, `2d`, `1d12h` ou `90m` — ou `off`.
duration-range = Choisis entre 10 minutes et 60 jours.
bad-date = Je n’arrive pas à lire cette date. Écris-la comme `2026-12-24`, `24.12.2026 18:00`, ou une durée à partir de maintenant comme `3d` — ou `off`.
away-past = Ce moment est déjà passé.
away-range = Tu peux être absent un an au plus.
bad-quiet = Écris les heures de silence comme `22-8` (de 22 h à 8 h dans ton fuseau horaire) — ou `off`.
bad-timezone = Je ne connais pas ce fuseau horaire. Choisis-en un dans la liste, p. ex. `Europe/Paris`.
clock-denied = Seul l’hôte, ou un membre qui peut gérer ce salon, peut régler la pendule.
clock-set = ⏳ { $title } #{ $id } a maintenant une pendule de tour de { $time } : qui fait attendre la table plus longtemps peut être passé ou remplacé.
clock-off = ⏳ { $title } #{ $id } n’a plus de pendule.
clock-left = { $name } { $when }
clock-out = { $name } : temps écoulé
away-until = { $name } est absent jusqu’au { $when }
clock-ran-out = ⏰ La pendule de **{ $name }** ({ $time }) est écoulée dans { $title }{ $jump }. { $mentions } — vous pouvez jouer son tour à sa place, lui donner plus de temps, ou l’hôte peut le remplacer.
clock-skip = Jouer à sa place : { $move }
clock-extend = Donner { $time } de plus
clock-replace = Remplacer…
clock-replace-how = Pour donner la place de { $name } à quelqu’un d’autre, l’hôte (ou qui gère le salon) utilise { $command }. Le nouveau venu reprend la main, les pièces et l’historique.
clock-extended = ⏳ { $by } a donné plus de temps à { $name } : la pendule s’écoule { $when }.
clock-skipped = ⏭️ { $by } a joué à la place de { $name }{ $jump }.
clock-played = ⏰ { $by } a joué à la place de { $name } (sa pendule était écoulée) :
clock-stale = ⌛ La partie a avancé depuis — ceci n’est plus à jour.
clock-nothing = Il n’y a rien à jouer pour { $name } en ce moment.
reminder-dm = ⏰ Ta partie de { $title } t’attend : { $what } — { $link }
reminder-go = Aller au plateau
replace-not-seated = { $name } n’a pas de place dans cette partie.
replace-denied = Seul l’hôte, un membre qui peut gérer ce salon, ou le joueur lui-même peut céder une place.
replace-bot = Un bot ne peut pas prendre une place.
replace-seated = { $name } a déjà une place dans cette partie.
replace-stale = { $name } n’occupe plus cette place : quelqu’un vient de la céder. Rien n’a changé.
replaced = 🔁 { $new } a repris la place de { $old }.
replaced-you = 🔁 C’est fait : { $new } joue maintenant la place de { $old }.
away-set = 💤 Tu es absent jusqu’au { $when } : tes pendules s’arrêtent et les rappels attendent jusque-là. De retour plus tôt ? { $command } avec `off`.
away-back = 👋 Bon retour : tes pendules repartent et les rappels reprennent.
reminders-every = ⏰ On te le rappelle au bout de { $time } d’attente, puis de nouveau au même rythme.
reminders-never = 🔕 Tu ne reçois aucun rappel.
reminders-quiet = 🌙 Jamais entre { $start } h et { $end } h ({ $zone }).
reminders-dm = ✉️ Par message privé (dans le salon si tes MP sont fermés).
reminders-channel = 💬 Par une mention dans le salon de la partie.
me-games-title = { $n ->
        [one] 🎲 Une partie t’attend :
       *[other] 🎲 { $n } parties t’attendent :
    }
me-games-line = { $emoji } **{ $title }** · { $server } — t’attend depuis { $waited }{ $clock } · { $board }
me-games-clock = , ⏳ la pendule tombe { $when }
me-games-clock-out = , ⏳ la pendule est tombée
me-games-none = ✅ Aucune partie ne t’attend.
me-games-more = …et { $n } de plus.
reminder-digest = { $n ->
        [one] ⏰ Tes heures calmes sont finies — une partie t’attend :
       *[other] ⏰ Tes heures calmes sont finies — { $n } parties t’attendent :
    }

# threads (issue 12)
thread-name = { $title } · { $host }
thread-opening = { $emoji } **{ $title }** : { $mention } ouvre une table…
thread-announce = { $emoji } **{ $title }** : { $mention } a ouvert une table dans { $thread }. C’est là-bas qu’on la rejoint !
thread-failed = ⚠️ Je n’ai pas pu ouvrir de fil pour cette partie : elle s’ouvre donc ici, dans le salon.
settings-threads-on = 🧵 Désormais, chaque nouvelle partie de ce serveur a son propre fil (dans les salons où je peux créer des fils). Les parties déjà ouvertes restent où elles sont.
settings-threads-off = Désormais, les nouvelles parties de ce serveur se jouent dans le salon où elles sont lancées, une à la fois par salon. Les parties déjà ouvertes restent où elles sont.
settings-threads-missing = ⚠️ Dans ce salon, je ne peux pas créer de fils (il manque : **{ $perms }**) : les parties lancées ici se jouent donc dans le salon lui-même.
threads-missing-lobby = ⚠️ Les fils sont activés sur ce serveur, mais je ne peux pas en créer dans ce salon (il manque : **{ $perms }**) : cette partie se joue donc ici. Pour que chaque partie ait son fil, accorde-moi cette permission ici, ou désactive les fils avec { $command }.
health-threads-off = 🧵 Fils : désactivés — les parties se jouent dans le salon où elles sont lancées ({ $command } les active).
health-threads-ok = 🧵 Fils : activés — chaque partie a son propre fil, dans tous les salons où je peux écrire.
health-threads-server = ⚠️ Fils : activés, mais il me manque **{ $perms }** sur ce serveur : chaque partie se joue donc dans son salon. Accorde cette permission à mon rôle (Paramètres du serveur → Rôles), ou désactive les fils avec { $command }.
health-threads-channels = ⚠️ Fils : activés, mais dans { $channels } il me manque **{ $perms }** : les parties lancées là-bas se jouent dans le salon.
health-threads-more = { $n ->
        [one] et { $n } autre
       *[other] et { $n } autres
    }
perm-create_public_threads = Créer des fils publics
param-server-threads = Donner à chaque nouvelle partie son propre fil
optname-threads = fils
clock-note-set = ⏳ { $name } a réglé une pendule de tour de { $time }.
clock-note-off = ⏳ { $name } a arrêté la pendule de tour.
settings-pick = Choisis ce que tu veux changer : `langue` (celle du serveur, Gérer le serveur), `fils` (un fil par partie, Gérer le serveur) ou `pendule` (la pendule de tour de cette partie, hôte).

## L’IA de la table : places, relais et retour (issue 25)
ai-level-casual = Facile
ai-level-standard = Standard
ai-level-hard = Difficile
ai-name = 🤖 { $level }
ai-name-n = 🤖 { $level } { $n }
ai-none = { $title } n’a pas encore de joueurs IA : chaque place demande une personne.
ai-no-level = { $title } n’a pas d’IA au niveau { $level }.
ai-too-many = { $max ->
    [one] Une partie demande au moins une personne : l’IA peut prendre au plus { $max } place ici.
   *[other] Une partie demande au moins une personne : l’IA peut prendre au plus { $max } places ici.
  }
ai-only-host = Seul l’hôte peut ajouter ou retirer les places de l’IA.
ai-none-seated = Aucune IA n’est assise à cette table, il n’y a rien à retirer.
ai-needs-person = Une partie demande au moins une personne à la table : c’est la dernière place tenue par une personne.
ai-cover-denied = Seuls un joueur de cette table, son hôte ou un membre qui peut gérer ce salon peuvent confier une place à l’IA.
ai-holds = { $name } est déjà l’IA de la table.
ai-covers-already = L’IA joue déjà la place de { $name }.
ai-handback-none = L’IA ne joue pas cette place : il n’y a rien à rendre.
ai-handback-denied = Seuls { $name }, l’hôte ou un membre qui peut gérer ce salon peuvent rendre cette place.
ai-handback-you = 👋 Ta place est de nouveau à toi : l’IA ne la joue plus.
ai-handback-done = 👋 { $name } retrouve sa place.
ai-played = 🤖 L’IA a joué pour { $name } :
ai-covers = 🤖 L’IA ({ $level ->
        [casual] Facile
        [hard] Difficile
       *[standard] Standard
    }) joue la place de { $name } jusqu’à son retour.
ai-back = 👋 { $name } joue de nouveau sa propre place.
ai-choose = Quelle IA prend place à { $title } ? Choisis son niveau — encore une fois pour une autre place.
ai-added = ✅ { $name } a pris place. Choisis encore pour en ajouter une autre.
button-ai-add = Ajouter une IA
button-ai-remove = Retirer une IA
clock-ai = L’IA prend le relais
clock-ai-done = 🤖 { $by } a confié la place de { $name } à l’IA{ $jump }. Elle lui revient à son prochain coup, ou avec { $command }.
replace-pick = Dis qui prend la place : un membre (`par`) ou l’IA de la table (`ia`) — l’un des deux.
away-ai = { $n ->
    [one] 🤖 L’IA joue ta place dans { $n } partie pendant ton absence ; elle te revient à ton prochain coup, ou avec { $command }.
   *[other] 🤖 L’IA joue tes places dans { $n } parties pendant ton absence ; chacune te revient à ton prochain coup dans sa partie, ou avec { $command }.
  }
away-ai-none = Tu n’as de place dans aucune partie en cours, donc l’IA n’a rien à jouer pour toi.
cmd-table-handback = Reprendre ta place à l’IA qui la joue pour toi
cmdname-table-handback = récupérer
param-handback-player = À qui rendre sa place (l’hôte : à n’importe qui)
param-replace-ai = Ou donner la place à l’IA de la table, à ce niveau
param-away-ai = Laisser l’IA de la table jouer tes places pendant ton absence
param-ai-seats = Combien de places l’IA de la table prend (en plus de la tienne)
param-ai-level = Le niveau de jeu de l’IA
optname-ai = ia
optname-level = niveau
