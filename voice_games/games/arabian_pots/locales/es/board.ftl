# El tablero, sus ollas, líneas y puestos, como los nombra Las ollas árabes. Cada id
# empieza por "pots-" para no chocar nunca con los mensajes de la mesa.
#
# Los mensajes que dicen un puesto reciben $you ("yes" para la única persona en una mesa
# con jugadores del ordenador, que es "tú"), $computer ("yes" para un jugador del
# ordenador) y $seat (1, 2...). Los que dicen una línea reciben $line: de row-1 (arriba)
# a row-3, de column-1 (izquierda) a column-3. Los que dicen un sonido, $sound: ball,
# metal, beads, silent o empty.

## Números y listas

# El número de una olla, o cualquier número pequeño, como palabra.
pots-number = { NUMBER_WORD($number) }

## Puestos

# Un puesto como se llama y como se dice antes de una orden: "jugador dos, agita cinco".
pots-seat-name = { $computer ->
    [yes] ordenador
   *[no] jugador
} { NUMBER_WORD($seat) }
# Un puesto como sujeto, al empezar la frase: "El jugador dos".
pots-seat-name-start = { $computer ->
    [yes] El ordenador
   *[no] El jugador
} { NUMBER_WORD($seat) }
# Un puesto dentro de la frase, con su artículo: "tú", "el jugador dos".
pots-seat = { $you ->
    [yes] tú
   *[no] { $computer ->
        [yes] el ordenador
       *[no] el jugador
    } { NUMBER_WORD($seat) }
}
# De quién es el turno: "Te toca", "Le toca al jugador dos".
pots-turn-of = { $you ->
    [yes] Te toca
   *[no] Le toca al { pots-seat-name }
}

## Líneas y sonidos

pots-line = { $line ->
    [row-1] la fila de arriba
    [row-2] la fila del medio
    [row-3] la fila de abajo
    [column-1] la columna de la izquierda
    [column-2] la columna del centro
   *[column-3] la columna de la derecha
}
pots-line-start = { $line ->
    [row-1] La fila de arriba
    [row-2] La fila del medio
    [row-3] La fila de abajo
    [column-1] La columna de la izquierda
    [column-2] La columna del centro
   *[column-3] La columna de la derecha
}
# Una línea como título de una probabilidad: "Fila de arriba: 40 por ciento."
pots-line-title = { $line ->
    [row-1] Fila de arriba
    [row-2] Fila del medio
    [row-3] Fila de abajo
    [column-1] Columna de la izquierda
    [column-2] Columna del centro
   *[column-3] Columna de la derecha
}
pots-sound = { $sound ->
    [ball] bola
    [metal] metal
    [beads] cuentas
    [silent] silencio
   *[empty] hueco
}

## Dónde están las ollas

pots-board = El tablero tiene tres filas de tres. La fila de arriba, lejos de la muesca: uno, dos, tres. La del medio: cuatro, cinco, seis. La de abajo, junto a la muesca: siete, ocho, nueve. Columnas: la de la izquierda es uno, cuatro, siete; la del centro, dos, cinco, ocho; la de la derecha, tres, seis, nueve.
pots-where = { $position ->
    [1] La olla uno está en la fila de arriba, columna de la izquierda: la esquina de arriba a la izquierda.
    [2] La olla dos está en la fila de arriba, columna del centro: en medio del borde de arriba.
    [3] La olla tres está en la fila de arriba, columna de la derecha: la esquina de arriba a la derecha.
    [4] La olla cuatro está en la fila del medio, columna de la izquierda: en medio del lado izquierdo.
    [5] La olla cinco está en la fila del medio, columna del centro: el centro del tablero.
    [6] La olla seis está en la fila del medio, columna de la derecha: en medio del lado derecho.
    [7] La olla siete está en la fila de abajo, columna de la izquierda: la esquina de abajo a la izquierda, junto a la muesca.
    [8] La olla ocho está en la fila de abajo, columna del centro: en medio del borde de abajo, junto a la muesca.
   *[9] La olla nueve está en la fila de abajo, columna de la derecha: la esquina de abajo a la derecha, junto a la muesca.
}
pots-no-such-pot = No hay ninguna olla { $position }: las ollas van de la uno a la nueve.
pots-empty-places = Sitios vacíos: { $places }.
