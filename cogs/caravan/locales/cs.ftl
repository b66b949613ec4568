title = Caravan
description = Caravan: řetězy velbloudů vozí zboží do měst
new-help = Založit v tomto kanálu lobby hry Caravan
rules =
    {"*"}*Caravan** – posílej zboží po řetězech svých velbloudů do měst, která o ně stojí.
    • Tahy: první hráč má 1 akci, další 2, pak 3 a od té doby každý tah 4 akce. Tah můžeš ukončit i dřív.
    • **1 akce**: postav velblouda ze své zásoby, nebo přesuň *nenaloženého* velblouda, na prázdné pole (**2 akce**, pokud tam už velbloudi stojí).
    • **1 akce**: nalož zboží, které leží pod tvým nenaloženým velbloudem (i se žetony poptávky, které tam jsou).
    • **1 akce**: ukradni zboží, které jiný hráč veze *navrchu* velblouda na stejném poli jako tvůj nenaložený velbloud – zaplatíš za to svým žetonem krádeže, který dostane okradený; zboží pak jede *pod* tvým velbloudem a zpátky ho ukrást nejde.
    • **1 akce**: přesuň zboží z naloženého velblouda na svého nenaloženého velblouda ve stejném pravoúhlém řetězu. Když zboží dorazí do svého města, je doručeno.
    • Naložení velbloudi se nikdy nehýbou. Svého posledního nenaloženého velblouda nesmíš naložit.
    • Když na plánu leží už jen 4 kusy zboží, každý dostane žeton poptávky a na očíslovaná pole se vylosují 4 nové. Jakmile je pytel prázdný, příští doručení ukončí hru.
    • Body: vzácné zboží (slonovina, látky, drahokamy, papír) 6, běžné zboží 3, žeton poptávky 1. Postih za zboží, které ještě vezeš: 2 → −1, 3 → −3, 4 → −6, 5 → −10. Při rovnosti vyhrává ten, kdo doručil víckrát.
hand = Moje karavana
option-length = Délka
option-length-help = Délka hry (krátká hra vyřadí 16 kusů zboží)
option-length-auto = Automaticky: krátká pro 2–3 hráče, plná pro 4
option-length-short = Krátká (32 kusů zboží)
option-length-full = Plná (48 kusů zboží)
option-camels = Velbloudi
option-camels-help = Počet velbloudů na hráče
option-camels-5 = 5 velbloudů (standardně)
option-camels-6 = 6 velbloudů (volnější, na učení)
group-camel = Velbloud
group-pickup = Naložit
group-steal = Ukrást
group-good = Přesunout zboží
group-end_turn = Ukončit tah
action-place = Postavit velblouda
action-move_camel = Přesunout velblouda
action-pickup = Naložit
action-steal = Ukrást
action-move_good = Přesunout zboží
action-end_turn = Ukončit tah
action-resign = Vzdát se
param-place-to = Kam postavit nového velblouda? (kde už velbloudi stojí, stojí to 2 akce)
param-move_camel-from = Kterého nenaloženého velblouda?
param-move_camel-to = Kam? (kde už velbloudi stojí, stojí to 2 akce)
param-pickup-at = Kde naložit?
param-pickup-good = Které zboží?
param-steal-at = Kde krást?
param-steal-victim = Koho okrást?
param-steal-good = Které zboží?
param-move_good-from = Které zboží a odkud?
param-move_good-good = Které zboží?
param-move_good-under = Navrch velblouda, nebo pod něj?
param-move_good-to = Ke kterému nenaloženému velbloudovi v řetězu?
confirm-resign = Opravdu se v této hře Caravan vzdát natrvalo? Tvoji velbloudi i zboží, které vezou, odcházejí ze hry.
confirm-pass-ends = Všichni ostatní už pasovali: když teď ukončíš tah bez akce, hra hned skončí. Ukončit hru?
yes = pod velblouda
no = navrch
rule-not_in_game = V této hře nehraješ.
rule-player_count = Caravan je pro { $min } až { $max } { $max ->
        [one] hráče
        [few] hráče
       *[other] hráčů
    }.
rule-bad_length = Délka hry musí být automatická, krátká, nebo plná.
rule-bad_camels = Počet velbloudů na hráče musí být 5, nebo 6.
rule-malformed_action = Tohle není tah ve hře Caravan.
rule-unknown_action = Neznámý tah „{ $kind }“.
rule-wrong_fields = Tah { $kind } potřebuje přesně: { $fields }.
rule-game_over = Hra skončila.
rule-resigned = V této hře už nehraješ: vzdáno.
rule-not_your_turn = Nejsi na tahu.
rule-not_a_space = „{ $text }“ není pole: zadej sloupec A–G a řádek 1–7, třeba C4.
rule-not_a_good = „{ $text }“ není zboží.
rule-not_whole = Hodnota { $field } musí být celé číslo.
rule-wrong_cost = To stojí { $cost ->
        [one] { $cost } akci
        [few] { $cost } akce
       *[other] { $cost } akcí
    }, ne { $given }.
rule-too_few_actions = To stojí { $cost ->
        [one] { $cost } akci
        [few] { $cost } akce
       *[other] { $cost } akcí
    }; { $left ->
        [one] zbývá ti { $left } akce
        [few] zbývají ti { $left } akce
       *[other] zbývá ti { $left } akcí
    }.
rule-last_unladen_camel = Posledního nenaloženého velblouda naložit nesmíš: jeden musí zůstat volný.
rule-no_camel_in_supply = Všichni tvoji velbloudi už jsou na plánu.
rule-same_space = Přesuň velblouda na jiné pole.
rule-laden_camels_never_move = Tvoji velbloudi na poli { $at } jsou naložení a naložení velbloudi se nikdy nehýbou.
rule-no_camel_there = Na poli { $at } nemáš žádného velblouda.
rule-no_such_good_there = Na poli { $at } neleží { $good ->
        [ivory] slonovina
        [cloth] látky
        [gems] drahokamy
        [paper] papír
        [meat] maso
        [salt] sůl
        [swords] meče
        [hides] kůže
       *[other] zboží „{ $good }“
    }.
rule-need_unladen_camel_to_pick_up = Chceš-li naložit zboží na poli { $at }, potřebuješ tam nenaloženého velblouda.
rule-no_theft_marker = Nemáš žeton krádeže, takže krást nemůžeš.
rule-steal_from_another = Krást můžeš jen z velblouda jiného hráče.
rule-nothing_to_steal_there = Ten hráč nemá na poli { $at } velblouda, který by vezl navrchu { $good ->
        [ivory] slonovinu
        [cloth] látky
        [gems] drahokamy
        [paper] papír
        [meat] maso
        [salt] sůl
        [swords] meče
        [hides] kůže
       *[other] zboží „{ $good }“
    } (zboží pod velbloudem ukrást nejde).
rule-need_unladen_camel_to_steal = Chceš-li krást na poli { $at }, potřebuješ tam nenaloženého velblouda.
rule-no_such_load = Na poli { $at } nemáš velblouda, který by vezl { $good ->
        [ivory] slonovinu
        [cloth] látky
        [gems] drahokamy
        [paper] papír
        [meat] maso
        [salt] sůl
        [swords] meče
        [hides] kůže
       *[other] zboží „{ $good }“
    } { $under ->
        [True] pod sebou
       *[other] navrchu
    }.
rule-no_unladen_camel_there = Zboží se dá přesunout jen na tvého nenaloženého velblouda; na poli { $at } žádný není.
rule-not_in_chain = Pole { $frm } a { $to } nespojuje řetěz tvých velbloudů (jen pravoúhle, ne úhlopříčně).
end-delivery = Pytel se vyprázdnil a další doručení ukončilo hru.
end-all_passed = Všichni hráči ukončili tah bez akce, takže hra skončila.
end-resignations = Ve hře zůstalo příliš málo hráčů.

## Zboží, soukromý přehled, tahy slovy a záznam hry (ui.py)
good-ivory = slonovina
good-cloth = látky
good-gems = drahokamy
good-paper = papír
good-meat = maso
good-salt = sůl
good-swords = meče
good-hides = kůže
# Jedno velké písmeno na žetonu zboží, žádná dvě stejná (legenda je páruje se slovem);
# meče jsou X (zkřížené čepele), slonovina N, protože S je sůl a M maso.
img-letter-ivory = N
img-letter-cloth = L
img-letter-gems = D
img-letter-paper = P
img-letter-meat = M
img-letter-salt = S
img-letter-swords = X
img-letter-hides = K
note-city = město ({ $good })
note-demand = { $n } { $n ->
        [one] žeton poptávky
        [few] žetony poptávky
       *[other] žetonů poptávky
    }
note-camels = { $n ->
        [one] { $n } velbloud
        [few] { $n } velbloudi
       *[other] { $n } velbloudů
    }
note-actions = { $n ->
        [one] za { $n } akci
        [few] za { $n } akce
       *[other] za { $n } akcí
    }
headline-over = Dohráno
headline-turn = Tah { $turn }: { $actions ->
        [one] zbývá { $actions } akce
        [few] zbývají { $actions } akce
       *[other] zbývá { $actions } akcí
    }
headline-turn-last = Tah { $turn }: { $actions ->
        [one] zbývá { $actions } akce
        [few] zbývají { $actions } akce
       *[other] zbývá { $actions } akcí
    } · pytel je prázdný: příští doručení ukončí hru!
waiting-turn = jsi na tahu: { $actions ->
        [one] zbývá ti { $actions } akce
        [few] zbývají ti { $actions } akce
       *[other] zbývá ti { $actions } akcí
    }. Použij tlačítka na plánu nebo { $cmd_play }.
private-camels = 🐪 Velbloudi: { $supply } v zásobě, { $board } na plánu ({ $laden } { $laden ->
        [one] naložený
        [few] naložení
       *[other] naložených
    }).
private-load = { $good } na { $at }
private-load-under = { $good } (ukradeno, pod velbloudem) na { $at }
private-carrying = 📦 Vezeš: { $loads }
private-carrying-nothing = 📦 Vezeš: nic.
private-theft = 🗡️ Žeton krádeže: máš ho.
private-no-theft = 🗡️ Žeton krádeže: nemáš – krást můžeš, až někdo okrade tebe.
private-score = 🏆 Body: { $goods } za zboží + { $demand } za poptávku − { $penalty } postih za převážené zboží = **{ $score }**.
private-delivered = ✅ Doručeno: { $goods }.
private-your-turn = ▶️ Jsi na tahu: { $actions ->
        [one] zbývá ti { $actions } akce
        [few] zbývají ti { $actions } akce
       *[other] zbývá ti { $actions } akcí
    }.
move-place = Postavit velblouda na { $to } ({ $cost ->
        [one] za { $cost } akci
        [few] za { $cost } akce
       *[other] za { $cost } akcí
    })
move-camel = Přesunout velblouda { $from } → { $to } ({ $cost ->
        [one] za { $cost } akci
        [few] za { $cost } akce
       *[other] za { $cost } akcí
    })
move-pickup = Naložit na { $at }: { $good }{ $demand ->
        [0] {""}
        [one] {" "}(+{ $demand } žeton poptávky)
        [few] {" "}(+{ $demand } žetony poptávky)
       *[other] {" "}(+{ $demand } žetonů poptávky)
    }
move-steal = Ukrást na { $at }: { $good } (hráč { $name })
move-good = Přesunout { $from } → { $to }: { $good }
move-good-under = Přesunout { $from } → { $to }: { $good } (pod velbloudem)
move-deliver = Doručit { $from } → { $to }: { $good } (+{ $points })
move-deliver-under = Doručit { $from } → { $to }: { $good } (pod velbloudem) (+{ $points })
log-placed = { $name } staví velblouda na { $to } ({ $cost ->
        [one] za { $cost } akci
        [few] za { $cost } akce
       *[other] za { $cost } akcí
    }).
log-camel-moved = { $name } přesouvá velblouda { $from } → { $to } ({ $cost ->
        [one] za { $cost } akci
        [few] za { $cost } akce
       *[other] za { $cost } akcí
    }).
log-picked-up = { $name } nakládá na { $at }: { $good }{ $demand ->
        [0] {""}
        [one] {" "}a { $demand } žeton poptávky
        [few] {" "}a { $demand } žetony poptávky
       *[other] {" "}a { $demand } žetonů poptávky
    }.
log-stole = { $name } krade na { $at }: { $good } (hráč { $victim }) a předává mu žeton krádeže.
log-good-moved = { $name } přesouvá { $from } → { $to }: { $good }.
log-delivered = { $name } doručuje do města { $city } ({ $to }): { $good } za { $points } { $points ->
        [one] bod
        [few] body
       *[other] bodů
    }.
log-refill-drawn = { $good } na { $at }
log-refill = Doplnění: { $marks ->
        [0] bez žetonu poptávky
        [one] žeton poptávky na { $marked }
       *[other] žeton poptávky na každé z polí { $marked }
    }; { $draws ->
        [0] nic se nelosovalo
       *[other] vylosováno { $drawn }
    }; v pytli { $left ->
        [one] zbývá { $left } kus zboží
        [few] zbývají { $left } kusy zboží
       *[other] zbývá { $left } kusů zboží
    }.
log-end-triggered = Pytel je prázdný: příští doručení ukončí hru!
log-passed = { $name } pasuje.
log-turn-ended = { $name } končí tah.
log-turn-started = Na tahu je { $name } a má { $actions ->
        [one] { $actions } akci
        [few] { $actions } akce
       *[other] { $actions } akcí
    }.
log-resigned = { $name } se vzdává.
log-resigned-goods = { $name } se vzdává; převážené zboží ({ $goods }) odchází ze hry.
log-over = Konec hry – { $count ->
        [0] nikdo nevyhrál!
       *[other] vítězí { $winners }!
    } Body: { $scores }. { $reason }

## Words on the board image (render/caravan.py)
img-player = Hráč { $n }
img-over = Konec hry – { $count ->
        [0] nikdo nevyhrál
        [one] vítězí { $names }!
       *[other] vítězí { $names }!
    }
img-end-delivery = Pytel je prázdný a proběhlo poslední doručení.
img-end-all_passed = Všichni hráči po sobě pasovali.
img-end-resignations = Ve hře zůstalo příliš málo hráčů.
img-turn = Tah { $turn } · hraje { $name }
img-actions-left = Ještě { $left } { $total ->
        [one] z { $total } akce
        [few] ze { $total } akcí
       *[other] z { $total } akcí
    }
img-bag = Pytel: { $n ->
        [one] { $n } kus zboží
        [few] { $n } kusy zboží
       *[other] { $n } kusů zboží
    } · { $length ->
        [short] krátká
       *[full] plná
    } hra
img-bag-empty = Pytel je prázdný – další doručení ukončí hru!
img-points = { $n } b.
img-resigned = { $name } (vzdáno)
img-camels = Velbloudi: { $supply } v zásobě, { $board } na plánu · Žetony krádeže: { $theft }
img-breakdown = { $goods } zboží + { $demand } poptávka − { $penalty } postih (veze { $carrying })
img-no-deliveries = Zatím žádné doručení
img-goods-legend = Zboží (město, body)
img-demand-legend = žeton poptávky, každý za 1 bod
img-stolen-legend = velbloud na zboží v rámečku: ukradené, už ho nikdo neukradne

## Názvy příkazů a voleb (Discord: malá písmena, bez mezer, nejvýše 32 znaků)
optname-length = délka
optname-camels = velbloudi

# Choosing a good to move, step by step (menu values), and the delivery that ends the game.
choice-good-from = { $at }: { $goods }
choice-good-under = { $good } (ukradené, vespod)
choice-good-to = na { $to }
choice-good-deliver = { $to }: doručit – { $good } (+{ $points })
choice-on-top = Navrchu velblouda
choice-under = Pod velbloudem (ukradené)
confirm-delivery-ends = Pytel je prázdný: tímto doručením hra hned skončí. Doručit ({ $good }) a ukončit hru?
