# Por qué Bead Trade rechaza una orden: cada mensaje nombra su regla (RULES.md, sección 2).
# $pieces y $piece son frases hechas («dos cuentas rosas y el toro»), así que nunca van
# tras «de» ni «a»; $seat, $teller, $to, $offerer y $player son nombres de puestos
# («grulla»); $box es lid o base.

## Reglas que ninguna partida puede tener, y piezas que no pueden existir

beads-seats-out-of-range = Bead Trade es para { NUMBER_WORD($low) } a { NUMBER_WORD($high) } jugadores, no { $seats }.
beads-timeout-positive = El tiempo de una oferta debe ser de más de cero segundos, no { $seconds }.
beads-story-seconds-positive = Una historia debe durar más de cero segundos, no { $seconds }.
beads-stories-every-round-needs-stories = Las historias en cada ronda necesitan la variante de animales con historia.
beads-clock-backwards = El reloj retrocedió de { $before } a { $now } segundos.
beads-bad-counts = Las cantidades de cuentas son cinco números desde cero, no { $counts }.
beads-animal-twice = Solo hay un animal de cada tipo.
beads-no-such-kind = Una pieza es una cuenta o un animal, no { $kind }.
beads-no-such-colour = En este juego no hay piezas de color { $colour }.
beads-take-away-missing = No están todas esas piezas para quitarlas.
beads-unknown-action = Bead Trade no tiene esa acción: { $action }.

## Jugadas rechazadas, cada una con su regla

beads-game-over = La partida ha terminado.
beads-no-such-seat = { $seat } no está en esta mesa.
beads-no-story-now = Ahora nadie está contando una historia.
beads-stories-first = Espera: { $teller } está contando la historia de su animal.
beads-not-your-story = Ahora cuenta su historia { $teller }, no tú.
beads-not-started = El comercio no ha empezado: di empecemos cuando todos estén listos.
beads-already-started = El comercio ya ha empezado.
beads-not-yours = No tienes { $pieces }: solo puedes cambiar, esconder o colocar lo que tienes.
beads-pieces-on-offer = Tu oferta abierta retiene { $pieces }; retira la oferta para usar esas piezas.
beads-trade-with-yourself = No puedes comerciar contigo.
beads-trade-both-sides = Un intercambio da algo y pide algo: nombra los dos lados.
beads-more-than-exist = Solo hay cuatro cuentas de cada color, así que nadie tiene { $pieces }.
beads-no-such-offer = No existe esa oferta.
beads-offer-closed = Esa oferta ya no está abierta.
beads-offer-not-to-you = Esa oferta es para { $to }, no para ti.
beads-not-your-offer = Esa oferta solo la puede retirar { $offerer }, no tú.
beads-centre-kinds = El centro cambia una cuenta por una cuenta o un animal por un animal, nunca uno por otro.
beads-centre-same-type = Ese cambio con el centro no cambiaría nada: nombra otro tipo.
beads-centre-lacks = El centro no tiene { $piece }.
beads-hide-beads-only = Bajo las cajas solo van cuentas; los animales van encima.
beads-hide-nothing = Nombra las cuentas que escondes.
beads-box-locked = Espíritus bloqueados: hay un animal sobre { beads-box }, así que ya no van más cuentas debajo.
beads-not-your-turn = Partida tranquila: le toca a { $player }.
beads-answer-pending = Primero hay que contestar la oferta que está sobre la mesa.
beads-pass-calm-only = Pasar solo se puede en la partida tranquila, en tu turno.
beads-no-secret-step = En Bead Trade nada se hace al azar.

## Palabras que no nombran ninguna jugada (no entendidas)

beads-which-pieces = ¿Qué piezas? Por ejemplo: dos cuentas rosas y la serpiente.
beads-which-colour = ¿De qué color? Por ejemplo: dos cuentas rosas.
beads-animal-colour = { $animal ->
    [bull] El toro tiene
   *[other] La { beads-animal } tiene
} su propio color; di { $animal ->
    [bull] el toro
   *[other] la { beads-animal }
}.
beads-animal-twice-said = { $animal ->
    [bull] El toro sale
   *[other] La { beads-animal } sale
} dos veces.
beads-centre-one-piece = El centro cambia una pieza por una pieza.
beads-no-seat-named = En esta mesa nadie se llama { $name }.
beads-no-offer-of-yours = No tienes ninguna oferta abierta que retirar.
beads-no-offer-from = { $you ->
    [yes] No te has hecho ninguna oferta a ti.
   *[no] No tienes ninguna oferta de { beads-seat-name }.
}
beads-no-offer-to-you = Nadie te ha hecho una oferta.
