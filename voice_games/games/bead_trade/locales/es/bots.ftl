# Por qué un comerciante automático acepta, rechaza o contraoferta (bot_reasons.py).
# $colour es el id de un tipo de cuenta (pink, yellow, green, white, blue);
# $animal, el id de un animal espiritual (bull, snake, turtle, crane, whale).

beads-reason-accept-wanted = Con gusto: quería una cuenta { beads-colour }.
beads-reason-accept-animal = { $animal ->
    [bull] El toro
   *[other] La { beads-animal }
} es { $animal ->
    [bull] bienvenido
   *[other] bienvenida
} en mi casa. Trato hecho.
beads-reason-accept-rid = Hecho: me alegra soltar mis cuentas { $colour ->
    [pink] rosas
    [yellow] amarillas
    [green] verdes
    [white] blancas
   *[blue] azules
}.
beads-reason-accept-fair = Es justo. Trato hecho.
beads-reason-accept-generous = ¡Qué generosidad! Trato hecho.
beads-reason-decline-too-little = Es muy poco por mi cuenta { beads-colour }.
beads-reason-decline-animal = Mi { beads-animal } no se vende a ese precio.
beads-reason-decline-unwanted = Las cuentas { $colour ->
    [pink] rosas
    [yellow] amarillas
    [green] verdes
    [white] blancas
   *[blue] azules
} no me sirven de nada.
beads-reason-decline-not-held = No tengo ninguna cuenta { beads-colour } que darte.
beads-reason-decline-not-held-animal = No tengo { $animal ->
    [bull] el toro
   *[other] la { beads-animal }
}.
beads-reason-decline-keep = Prefiero quedarme mis cuentas { $colour ->
    [pink] rosas
    [yellow] amarillas
    [green] verdes
    [white] blancas
   *[blue] azules
}.
beads-reason-decline-no-use = No, gracias: ese intercambio no me sirve.
beads-reason-counter-less = Eso es pedir demasiado. Te propongo esto.
beads-reason-counter-more = Añade una cuenta { beads-colour } y trato hecho.
beads-reason-counter-other = Eso no, pero ¿qué tal esto?
beads-reason-counter-animal = Por mi { beads-animal } no, pero ¿qué tal esto?
