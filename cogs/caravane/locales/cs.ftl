title = Caravane
description = Caravane: závod velbloudů k palácům Kublajchána
new-help = Založit v tomto kanálu lobby hry Caravane
rules =
    {"*"}*Caravane** – dožeň svého velblouda přes tři etapy (15, 25 a 19 polí) až k palácům Kublajchána.
    • Máš 60 měchů vody: příděl I (15) na 1. etapu, II (25) na 2. etapu a III (20) na 3. etapu. Co na konci etapy zbude, propadá.
    • Každé kolo každý hráč, který je ještě na cestě, tajně vsadí měchy z aktuálního přídělu. Položená sázka už platí. Sázky se odkryjí najednou a spotřebují se.
    • Sázky se seřadí (stejné sázky mají stejné pořadí, 4-2-2-2-0 → 1-2-2-2-5). Je-li na cestě ještě A hráčů, pořadí r postoupí o A − r + 1 polí. Pohyb končí v paláci.
    • Když skončíš na zvláštním poli: +2 nebo −2 měchy, +1 nebo −1 hedvábí.
    • Odměny v paláci (hedvábí) – 1. etapa: 4/3/2/1/0, 2. etapa: 5/4/3/2/1, 3. etapa: 7/5/4/3/2. Kdo dorazí současně, dostane odměnu za lepší místo. Banka má 65 žoků hedvábí. Velbloudi v cíli čekají.
    • Vyhrává nejvíc hedvábí; při rovnosti ten, kdo dorazil do posledního paláce dřív.
    {"*"}*Varianta Šampioni**: rozděl si svých 60 měchů libovolně a tajně a ke každému přídělu dej vak s jídlem (1, 2, 3). Přidání vaku k sázce se hned oznámí a hráči, kteří už vsadili, pak mohou vsadit znovu, nebo si sázku ponechat.
hand = Moje měchy
option-variant = Varianta
option-variant-help = Základní pravidla, nebo Šampioni (volné rozdělení měchů a vaky s jídlem)
option-variant-standard = Základní
option-variant-champions = Šampioni
group-bid = Vsadit
group-bid_bag = Vsadit + vak
group-keep = Ponechat sázku
group-setup = Rozdělit měchy
action-bid = Tajná sázka
action-bid_bag = Tajná sázka + vak s jídlem
action-keep = Ponechat sázku
action-setup = Rozdělit měchy (tajně)
action-resign = Vzdát se
confirm-resign = Opravdu se v této hře Caravane vzdát natrvalo? Tvůj velbloud ze závodu odstoupí.
param-bid-amount = Kolik měchů vsadit (0–{ $amount_max })
param-bid_bag-amount = Měchy k sázce s vakem (0–{ $amount_max })
param-setup-tiers = Měchy do přídělů I, II, III (součet { $tiers_total })
param-setup-bags = Vaky s jídlem 1, 2, 3 k přídělům I, II, III
shortcut-setup-help = Rozděl své měchy do tří přídělů (Šampioni) ještě před prvním kolem
shortcut-bid-help = Tajně vsaď měchy v tomto kole
shortcut-bid_bag-help = Vsaď tajně a přidej k sázce vak s jídlem z tohoto přídělu
shortcut-bid-amount-help = Měchy z aktuálního přídělu
shortcut-bid_bag-amount-help = Měchy z aktuálního přídělu (přičte se tvůj vak s jídlem)
shortcut-setup-tiers-help = Měchy do přídělů I, II, III, např. 15 25 20
shortcut-setup-bags-help = Hodnoty vaků s jídlem pro příděly I, II, III, např. 1 2 3
done-keep = Sázku si ponecháváš.
waiting-setup = rozděl svých 60 měchů a přiřaď vaky s jídlem (🔒 tajně): stiskni **Rozdělit měchy**.
waiting-revise = byl oznámen vak s jídlem: před odkrytím stiskni **Vsadit** a vsaď znovu, nebo si sázku ponech.
waiting-bid-revise = vsaď (🔒 tajně) tlačítkem **Vsadit**; byl oznámen vak s jídlem, takže kdo už vsadil, může vsadit znovu, nebo si sázku ponechat – obojí pod tlačítkem **Vsadit**.
waiting-bid = vsaď tajně tlačítkem **Vsadit** (do odkrytí je vidět jen počet sázek).
headline-setup = Příprava
headline-over = Konec
headline-race = Etapa { $stage } · Kolo { $round }
headline-champions = {" "}· Šampioni
rule-not_in_game = V této hře nehraješ.
rule-player_count = Caravane potřebuje { $min } až { $max } { $max ->
        [one] hráče
        [few] hráče
       *[other] hráčů
    }.
rule-bad_variant = Varianta musí být Základní, nebo Šampioni.
rule-game_over = Hra skončila.
rule-resigned = V této hře už nehraješ: vzdáno.
rule-malformed_action = Tohle není tah ve hře Caravane.
rule-unknown_action = Neznámý tah: můžeš vsadit, ponechat si sázku, rozdělit měchy, nebo se vzdát.
rule-missing_fields = V tahu chybí: { $fields }.
rule-unexpected_fields = Tah obsahuje nečekané údaje: { $fields }.
rule-race_not_started = Závod ještě nezačal: nejdřív rozděl své měchy.
rule-already_arrived = Jsi v paláci: počkej, až dorazí ostatní.
rule-bid_not_whole = Sázka musí být celý počet měchů.
rule-bid_negative = Sázka nesmí být záporná.
rule-not_enough_gourds = V přídělu { $tier } { $left ->
        [one] ti zbývá už jen { $left } měch
        [few] ti zbývají už jen { $left } měchy
       *[other] ti zbývá už jen { $left } měchů
    }.
rule-bid_final = Tvoje sázka je položená a pro toto kolo platí.
rule-bag_stays = Tvůj vak s jídlem je pro toto kolo oznámený a zůstává v sázce: vsaď znovu přes **Vsadit + vak**.
rule-no_bags_in_standard = Vaky s jídlem se používají jen ve variantě Šampioni.
rule-bag_used = Vak s jídlem z přídělu { $tier } už je použitý.
rule-nothing_to_keep = Nikdo tě nežádal o změnu sázky: není co ponechávat.
rule-race_started = Závod už začal: rozdělení měchů se už nedá změnit.
rule-bad_tiers = Rozděl své měchy do tří přídělů, do každého 0 nebo víc.
rule-tiers_total = Tvé tři příděly musí mít dohromady přesně { $total } { $total ->
        [one] měch
        [few] měchy
       *[other] měchů
    } (teď mají { $got }).
rule-bad_bags = Ke každému přídělu dej jeden vak s jídlem (1, 2 a 3).

## Soukromý přehled, tahy slovy a záznam hry (ui.py)
private-tier = příděl { $tier }: { $n }
private-tier-current = **příděl { $tier }: { $n }**
private-gourds = 💧 Tvoje měchy – { $tiers }
private-bidding-from = Sázíš z přídělu { $tier } v { $stage }. etapě.
private-bid = Tvoje sázka v tomto kole: **{ $amount }** (platí).
private-bid-bag = Tvoje sázka v tomto kole: **{ $amount }** + tvůj vak s jídlem (platí).
private-no-bid = V tomto kole ještě nemáš sázku.
private-bag = příděl { $tier }: { $value }
private-bag-used = příděl { $tier }: { $value } (použitý)
private-bags = 🎒 Vaky s jídlem – { $bags }
private-not-set-up = Ještě nemáš rozdělené měchy: stiskni **Rozdělit měchy**.
move-bid = Vsadit { $amount ->
        [one] { $amount } měch
        [few] { $amount } měchy
       *[other] { $amount } měchů
    }
move-bid-bag = Vsadit { $amount ->
        [one] { $amount } měch
        [few] { $amount } měchy
       *[other] { $amount } měchů
    } + vak s jídlem
move-setup = Rozdělení: příděly { $tiers }, vaky { $bags }
log-bid = { $name } sází.
log-bid-again = { $name } sází znovu.
log-your-bid = 💧 Tvoje sázka **{ $amount }** platí a do odkrytí se nedá změnit.
log-your-bid-bag = 💧 Tvoje sázka **{ $amount }** + vak s jídlem platí a do odkrytí se nedá změnit.
log-kept = { $name } si ponechává sázku.
log-bag = { $name } přidává k sázce vak s jídlem pro { $stage }. etapu!
log-bag-reopens = { $count ->
        [one] { $names } může vsadit znovu, nebo si sázku ponechat.
        [few] { $count } hráči ({ $names }) mohou vsadit znovu, nebo si sázky ponechat.
       *[other] { $count } hráčů ({ $names }) může vsadit znovu, nebo si sázky ponechat.
    }
log-setup = { $name } má měchy rozdělené.
log-setup-changed = { $name } mění rozdělení měchů.
log-your-setup = 🧮 Tvoje rozdělení platí: příděly { $tiers }, vaky s jídlem { $bags }. Změnit ho můžeš, dokud nejsou připravení všichni.
log-race-started = Všichni jsou připravení: závod začíná!
log-moved = { $name } sází { $amount } (pořadí { $rank }) a postupuje o { $squares } { $squares ->
        [one] pole
        [few] pole
       *[other] polí
    } – až na pole { $square }.
log-moved-palace = { $name } sází { $amount } (pořadí { $rank }) a postupuje o { $squares } { $squares ->
        [one] pole
        [few] pole
       *[other] polí
    } do paláce { $stage }.
log-moved-bag = { $name } sází { $amount } + vak s jídlem { $bag } (pořadí { $rank }) a postupuje o { $squares } { $squares ->
        [one] pole
        [few] pole
       *[other] polí
    } – až na pole { $square }.
log-moved-bag-palace = { $name } sází { $amount } + vak s jídlem { $bag } (pořadí { $rank }) a postupuje o { $squares } { $squares ->
        [one] pole
        [few] pole
       *[other] polí
    } do paláce { $stage }.
log-square-gourds-plus = { $name } končí na poli { $square }: +2 měchy.
log-square-gourds-minus = { $name } končí na poli { $square }: −2 měchy.
log-square-silk-plus = { $name } končí na poli { $square }: +1 hedvábí.
log-square-silk-minus = { $name } končí na poli { $square }: −1 hedvábí.
log-square-silk-plus-none = { $name } končí na poli { $square }: +1 hedvábí (bez účinku).
log-square-silk-minus-none = { $name } končí na poli { $square }: −1 hedvábí (bez účinku).
log-arrived = { $name } přijíždí do paláce { $stage } na { $place ->
        [1] 1.
        [2] 2.
        [3] 3.
       *[other] { $place }.
    } místě a získává { $silk } { $silk ->
        [one] žok hedvábí
        [few] žoky hedvábí
       *[other] žoků hedvábí
    }.
log-arrived-tied = { $name } přijíždí do paláce { $stage } na { $place ->
        [1] 1.
        [2] 2.
        [3] 3.
       *[other] { $place }.
    } místě (o místo se dělí) a získává { $silk } { $silk ->
        [one] žok hedvábí
        [few] žoky hedvábí
       *[other] žoků hedvábí
    }.
log-stage = Začíná { $stage }. etapa: měchy, které zbyly ve starém přídělu, propadají; sází se teď z přídělu { $tier }.
log-resigned = { $name } se vzdává.
log-over = { $count ->
        [one] Karavany jsou doma: vítězí { $names }!
        [few] Karavany jsou doma: o vítězství se dělí { $count } hráči – { $names }!
       *[other] Karavany jsou doma: o vítězství se dělí { $count } hráčů – { $names }!
    }

## Words on the board image (render/caravane.py)
img-player = Hráč { $n }
img-place = { $place ->
        [1] 1.
        [2] 2.
        [3] 3.
       *[other] { $place }.
    }
img-stage = { $stage }. etapa
img-stage-info = { $length } polí · příděl { $tier } · palác dává { $awards } hedvábí · { $status ->
        [now] probíhá
        [done] hotovo
       *[later] čeká
    }
img-arrived = V cíli:
img-start = Start
img-palace = Palác { $stage }
img-squares = Pole:
img-gourds-plus = +2 měchy
img-gourds-minus = −2 měchy
img-silk-plus = +1 hedvábí
img-silk-minus = −1 hedvábí
img-setting-up = Příprava: každý tajně rozděluje svých 60 měchů
img-stage-round = { $stage }. etapa ze 3 · { $round }. kolo
img-bank = Hedvábí v bance: { $bank } / 65
img-won = { $count ->
        [one] Vítězí { $names }!
       *[other] O vítězství se dělí { $names }!
    }  Hedvábí: { $silk }.
img-won-resigned = { $count ->
        [one] Vítězí { $names }!
       *[other] O vítězství se dělí { $names }!
    }  Všichni ostatní se vzdali.
img-status-resigned = vzdáno
img-status-winner = vítěz
img-status-set-up = rozděleno
img-status-choosing = rozděluje…
img-status-arrived = v paláci ({ $place })
img-status-revise = může změnit sázku
img-status-bid-in = vsazeno
img-status-thinking = přemýšlí…
img-drivers = Velbloudáři
img-silk-column = hedvábí
img-bag-in = vak vsazen!
img-bag = vak
img-bag-used = použit
img-last-reveal-at = Poslední odkrytí · { $stage }. etapa, { $round }. kolo
img-no-reveal = Zatím nebyly odkryty žádné sázky.

## Názvy příkazů a voleb (Discord: malá písmena, bez mezer, nejvýše 32 znaků)
cmdname-setup = rozdělit
cmdname-bid = vsadit
cmdname-bid-bag = vsadit-vak
optname-variant = varianta
optname-tiers = příděly
optname-bags = vaky
optname-amount = počet
