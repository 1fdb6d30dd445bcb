# Lo que dice Bead Trade de sus opciones, sus reglas leídas en voz alta y las partidas
# guardadas. El reglamento en español llama al juego Bead Trade, y así se queda.

## La línea de órdenes

beads-title = Bead Trade
beads-options = reglas de Bead Trade
beads-option-locked-spirits = Espíritus bloqueados: en cuanto hay un animal sobre una caja, ya no van más cuentas debajo.
beads-option-normal-spirits = Espíritus normales: un animal vale como una cuenta más de su tipo, sin bonificación.
beads-option-prolonged-spirits = Espíritus prolongados: una ronda termina con tres animales sobre las cajas, no con dos.
beads-option-extended-spirits = Espíritus extendidos: cinco rondas en vez de tres.
beads-option-storied-animals = Animales con historia: antes de la primera ronda, cada jugador cuenta la historia de su animal.
beads-option-stories-every-round = Animales con historia antes de cada ronda, no solo de la primera.
beads-option-calm = La partida tranquila: turnos en vez de tiempo real, una jugada cada uno, y las ofertas esperan su respuesta.
beads-option-offer-timeout = Segundos que una oferta sin contestar sigue abierta; 0 para hasta que se conteste (por defecto { $seconds }, o hasta que se conteste en la partida tranquila).
beads-option-story-seconds = Segundos que dura cada historia (por defecto 60).
beads-option-pace = Segundos entre las jugadas de un comerciante automático (por defecto { $seconds }).

## Partidas guardadas
# Cada uno es el final de una frase que empieza «No se puede leer la partida guardada:».

beads-save-unknown-action = contiene una acción que Bead Trade no tiene: «{ $kind }»
beads-save-incomplete-action = una acción { $kind } que contiene está incompleta
beads-save-unknown-option = sus reglas tienen una opción que Bead Trade no conoce: «{ $option }»
beads-save-seats-unlike = sienta a { $seats } jugadores en una partida para { $rules_seats }
