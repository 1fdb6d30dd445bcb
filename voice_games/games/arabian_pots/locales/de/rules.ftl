# Die Regeln, wie das Spiel sie vorliest: ein Text, mit dem Teil der Variante in der
# Mitte. $variant: basic, silent oder draft; $rows_only: "yes", wenn nur Reihen gemeldet
# werden dürfen; $rounds: die Runden, nach denen ein Spiel ohne Sieger unentschieden ist.

pots-rules = { pots-rules-basic }{ $variant ->
    [silent] { " " }{ pots-rules-silent }
    [draft] { " " }{ pots-rules-draft }
   *[basic] { "" }
} { pots-rules-alone }
pots-rules-basic = Die arabischen Töpfe. Neun Töpfe stehen auf einem Brett aus drei Reihen zu je drei, nummeriert von eins bis neun, links oben beginnend; die Kerbe markiert den unteren Rand, der dir am nächsten ist. Drei Töpfe enthalten eine Kugel, drei zwei Metallstücke, drei viele kleine Perlen. Wer als Erstes fertig ruft und eine Linie aus drei gleich klingenden Töpfen meldet, gewinnt: eine Reihe oder eine Spalte{ $rows_only ->
    [yes] , in diesem Spiel aber nur Reihen
   *[no] { "" }
}. Vorbereitung: Jeder Spieler tauscht ungesehen dreimal zwei Töpfe, ohne sie zu schütteln. In deinem Zug tust du eine Sache: Schüttle einen Topf, und alle hören ihn; oder tausch zwei Töpfe in derselben Reihe oder Spalte, ohne sie zu schütteln. Danach oder stattdessen darfst du fertig rufen und eine Linie nennen. Ihre drei Töpfe werden geschüttelt: Klingen alle gleich, gewinnst du; sonst setzt du deinen nächsten Zug aus.
pots-rules-silent = Das Spiel mit dem stillen Topf: Vor dem Tauschen in der Vorbereitung setzt der erste Spieler heimlich den stillen Topf an die Stelle eines Topfes, der dann ausscheidet. Wer den stillen Topf schüttelt, muss ihn heimlich mit einem Nachbartopf tauschen: oben, unten, links oder rechts. Eine Linie mit dem stillen Topf ist nie vollständig.
pots-rules-draft = Das Spiel mit Verteilen: In der Vorbereitung wird nicht getauscht. Reihum nimmt jeder einen Topf vom Brett, geschüttelt oder nicht. Ist das Brett leer, kommt der stille Topf auf fünf, und reihum stellen alle ihre Töpfe auf leere Plätze zurück; der letzte Topf scheidet ungehört aus. Wer den stillen Topf schüttelt, tauscht ihn heimlich mit einem Nachbartopf und setzt seinen nächsten Zug aus.
pots-rules-alone = Allein sortierst du die Töpfe, bis du fertig rufst und die Linie wirklich stimmt; das Spiel sagt dir, wie viele Züge du gebraucht hast. Ein Spiel ohne Sieger nach { NUMBER($rounds, useGrouping: 0) } Runden endet unentschieden.
