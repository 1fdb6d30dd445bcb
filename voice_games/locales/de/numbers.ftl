# Zahlen als Wörter, gesagt von NUMBER_WORD($n) in jeder Nachricht.
# "eins" nennt einen Topf ("Topf eins"); "ein" und "eine" zählen ("ein Tausch", "eine Runde").
number-0 = null
number-1 = eins
number-1-feminine = eine
number-1-masculine = ein
number-2 = zwei
number-3 = drei
number-4 = vier
number-5 = fünf
number-6 = sechs
number-7 = sieben
number-8 = acht
number-9 = neun
number-10 = zehn
