# Las piezas y los jugadores de Bead Trade en palabras. $colour es el id de un tipo de
# cuenta (pink, yellow, green, white, blue); $animal y $seat, el id de un animal (bull,
# snake, turtle, crane, whale): cada puesto se llama como el animal con el que empieza,
# sin artículo, como un nombre («toro», «grulla»). $you es «yes» para quien escucha.
# Los términos del reglamento: cuentas, animal espiritual, tapa, base, centro.

# Una cuenta es femenina: el color concuerda con ella.
beads-colour = { $colour ->
    [pink] rosa
    [yellow] amarilla
    [green] verde
    [white] blanca
   *[blue] azul
}
beads-animal = { $animal ->
    [bull] toro
    [snake] serpiente
    [turtle] tortuga
    [crane] grulla
   *[whale] ballena
}
beads-Animal = { $animal ->
    [bull] Toro
    [snake] Serpiente
    [turtle] Tortuga
    [crane] Grulla
   *[whale] Ballena
}
beads-beads = { $count ->
    [one] una cuenta { beads-colour }
   *[other] { NUMBER_WORD($count) } cuentas { $colour ->
        [pink] rosas
        [yellow] amarillas
        [green] verdes
        [white] blancas
       *[blue] azules
    }
}
beads-the-animal = { $animal ->
    [bull] el toro
    [snake] la serpiente
    [turtle] la tortuga
    [crane] la grulla
   *[whale] la ballena
}
beads-nothing = nada
beads-counts = { $beads ->
    [0] { $animals ->
        [one] un animal
       *[other] { NUMBER_WORD($animals) } animales
    }
    [one] { $animals ->
        [0] una cuenta
        [one] una cuenta y un animal
       *[other] una cuenta y { NUMBER_WORD($animals) } animales
    }
   *[other] { $animals ->
        [0] { NUMBER_WORD($beads) } cuentas
        [one] { NUMBER_WORD($beads) } cuentas y un animal
       *[other] { NUMBER_WORD($beads) } cuentas y { NUMBER_WORD($animals) } animales
    }
}
beads-box = { $box ->
    [lid] la tapa
   *[base] la base
}
beads-seat-name = { $seat ->
    [bull] toro
    [snake] serpiente
    [turtle] tortuga
    [crane] grulla
   *[whale] ballena
}
beads-Seat-name = { $seat ->
    [bull] Toro
    [snake] Serpiente
    [turtle] Tortuga
    [crane] Grulla
   *[whale] Ballena
}
beads-the-seat = { $seat ->
    [bull] el toro
    [snake] la serpiente
    [turtle] la tortuga
    [crane] la grulla
   *[whale] la ballena
}
beads-player-number = jugador { NUMBER_WORD($number) }
# Dentro de una frase: «tú» o «grulla».
beads-seat = { $you ->
    [yes] tú
   *[no] { beads-seat-name }
}
# Al empezar una frase.
beads-Seat = { $you ->
    [yes] Tú
   *[no] { beads-Seat-name }
}
beads-Offerer = { $offerer ->
    [bull] Toro
    [snake] Serpiente
    [turtle] Tortuga
    [crane] Grulla
   *[whale] Ballena
}
beads-offerer = { $offerer ->
    [bull] toro
    [snake] serpiente
    [turtle] tortuga
    [crane] grulla
   *[whale] ballena
}
beads-to = { $to ->
    [bull] toro
    [snake] serpiente
    [turtle] tortuga
    [crane] grulla
   *[whale] ballena
}
beads-other = { $other ->
    [bull] toro
    [snake] serpiente
    [turtle] tortuga
    [crane] grulla
   *[whale] ballena
}
