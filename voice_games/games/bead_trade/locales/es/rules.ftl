# Las reglas de Bead Trade, leídas en voz alta con la orden reglas: el juego básico y
# después cada opción en juego. Frases cortas, la palabra importante delante.

beads-rules = Bead Trade, para { NUMBER_WORD($seats) } jugadores. Cada jugador empieza con un animal espiritual y sus cuatro cuentas: el toro y las cuentas rosas, la serpiente y las amarillas, la tortuga y las verdes, la grulla y las blancas, la ballena y las azules. Las piezas con las que nadie empieza esperan en el centro. No hay turnos: cualquiera puede jugar en cualquier momento. Ofrece cualquiera de tus piezas por cualquiera de las de otro jugador; los dos deben estar de acuerdo. Con el centro se cambia uno por uno: una cuenta por una cuenta, un animal por un animal. Esconde cuentas bajo la tapa o bajo la base: se quedan ahí toda la ronda; todos oyen cuántas, solo tú sabes cuáles. Pon un animal encima de una caja. La ronda termina en cuanto hay { NUMBER_WORD($animals) } animales sobre las cajas. Entonces cada tipo de cuenta puntúa una vez. Su animal sobre la tapa: más uno para cada jugador con cuentas de ese tipo, salvo que solo las tenga un jugador. Su animal sobre la base: menos uno para cada jugador con cuentas de ese tipo. Si no, más cuentas bajo la tapa: más uno para cada jugador con cuentas de ese tipo, y más uno para quien tenga su animal; más bajo la base: menos uno para cada jugador con sus cuentas o su animal. Las mismas: nada. Nadie pierde más de un punto por tipo. Tras { NUMBER_WORD($rounds) } rondas, gana quien tenga más puntos.
beads-rules-locked-spirits = Espíritus bloqueados: en cuanto hay un animal sobre una caja, ya no van más cuentas debajo.
beads-rules-normal-spirits = Espíritus normales: un animal vale como una cuenta más de su tipo, sin punto adicional.
beads-rules-prolonged-spirits = Espíritus prolongados: una ronda termina con tres animales sobre las cajas.
beads-rules-extended-spirits = Espíritus extendidos: cinco rondas.
beads-rules-storied-animals = Animales con historia: antes de comerciar, cada jugador cuenta la historia de su animal y sus cuentas.
beads-rules-calm = Partida tranquila: se juega por turnos; en tu turno haz una jugada, una oferta, un cambio con el centro, esconder cuentas o colocar un animal, o pasa. Una oferta espera su respuesta.
beads-rules-timeout = { $never ->
    [yes] Las ofertas siguen abiertas hasta que se contestan o se retiran.
   *[no] Las ofertas siguen abiertas { $seconds } segundos.
}
