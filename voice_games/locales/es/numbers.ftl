# Los números como palabras, dichos por NUMBER_WORD($n) en cualquier mensaje.
# "uno" nombra una olla ("la olla uno"); "una" cuenta cosas femeninas ("una olla") y
# "un" masculinas ("un intercambio").
number-0 = cero
number-1 = uno
number-1-feminine = una
number-1-masculine = un
number-2 = dos
number-3 = tres
number-4 = cuatro
number-5 = cinco
number-6 = seis
number-7 = siete
number-8 = ocho
number-9 = nueve
number-10 = diez
