"""What the benchmark speaks in Spanish and German (`languages.py`): the voices, the table
talk and the babble of each language. The commands come from the game's own grammar of
the language (every example of every intent), so that every command family is heard.

Voices: espeak-ng's own voices of the language and its variants; no other synthesiser
with Spanish or German voices installs here (festival's and flite's packages speak
English, and the mbrola voices espeak-ng lists are not packaged). The first two voices
of each language are the development voices; the others are held out. German also has
real people: the digits one to nine said alone by six speakers (`real-dev`), three of
them held out.

The table talk was written for this benchmark, as people at a games table say it; some
sentences hold a command's words on purpose ("la olla de sopa quema", "zwei Stück
Zucker, bitte")."""

from __future__ import annotations

VOICES = {
    "es": ("es", "es-419", "es+f3", "es-419+m3"),
    "de": ("de", "de+f3", "de+m3", "de+f4"),
}
DEVELOPMENT_VOICES = {language: voices[:2] for language, voices in VOICES.items()}
RATE = 150

TABLE_TALK = {
    "es": [
        "pásame la sal", "qué día tan bonito", "creo que es la cinco", "quién quiere más té",
        "has oído eso", "mi turno ha sido genial", "ha estado cerca", "me encanta este juego",
        "me pasas el pan", "se está haciendo tarde", "dónde he dejado las gafas",
        "hoy hace buen tiempo", "necesito beber algo", "estás haciendo trampa", "buena jugada",
        "déjame pensarlo", "no estoy seguro", "eso sonaba a cuentas",
        "apuesto a que las del medio son iguales", "me está sonando el móvil",
        "baja la música", "qué hora es", "tengo hambre", "pedimos una pizza",
        "siempre ganas tú", "eso no es justo", "suerte a todos", "no estaba escuchando",
        "el gato está encima de la mesa", "luego jugamos otra partida", "recuerdo ese sonido",
        "era una de metal", "esto es más difícil de lo que parece", "deja de reírte",
        "ay no", "en serio", "venga ya", "lo sabía", "qué gracioso", "dónde está el baño",
        "abre la ventana por favor", "hace demasiado calor aquí", "me das un poco de agua",
        "cuéntame un chiste", "qué tal el trabajo", "ayer vi una película",
        "los niños están dormidos", "no toques mis cartas", "a mi abuela le encantaba esto",
        "otro café", "dos de azúcar por favor", "somos tres jugando", "tengo cuatro primos",
        "fuimos hace cinco años", "mañana a las seis", "siete días a la semana",
        "ocho horas de sueño", "los gatos tienen nueve vidas", "ahora vuelvo",
        "la olla de sopa quema", "la fila del cine era larga", "la columna del periódico",
        "feliz cumpleaños", "hasta mañana", "muchas gracias", "perdona", "lo siento",
        "qué ha dicho", "me voy a la cama", "cierra la puerta", "ya ha llegado la pizza",
        "quién llama", "hagamos una pausa", "esa luz es demasiado fuerte",
        "he encontrado las llaves", "el té está frío", "qué sonido tan bonito",
        "ten cuidado con eso", "estoy muy cansado", "agítalo bien antes de beberlo",
    ],
    "de": [
        "gib mir mal das Salz", "was für ein schöner Tag", "ich glaube es ist die Fünf",
        "wer will noch Tee", "hast du das gehört", "mein Zug war super", "das war knapp",
        "ich liebe dieses Spiel", "kannst du mir das Brot geben", "es wird spät",
        "wo habe ich meine Brille hingelegt", "heute ist schönes Wetter",
        "ich brauche was zu trinken", "schummelst du etwa", "guter Zug",
        "lass mich kurz nachdenken", "ich bin mir nicht sicher", "das klang nach Perlen",
        "ich wette die mittleren passen zusammen", "mein Handy klingelt",
        "mach die Musik leiser", "wie spät ist es", "ich habe Hunger",
        "lass uns Pizza bestellen", "du gewinnst immer", "das ist nicht fair",
        "viel Glück allen", "ich habe nicht zugehört", "die Katze sitzt auf dem Tisch",
        "spielen wir nachher noch eine Runde", "an den Klang erinnere ich mich",
        "das war ein metallischer", "das ist schwerer als es aussieht", "hör auf zu lachen",
        "oh nein", "echt jetzt", "komm schon", "wusste ich es doch", "wie lustig",
        "wo ist das Bad", "mach bitte das Fenster auf", "hier drin ist es zu warm",
        "kann ich etwas Wasser haben", "erzähl mir einen Witz", "wie war die Arbeit",
        "gestern habe ich einen Film gesehen", "die Kinder schlafen schon",
        "fass meine Karten nicht an", "meine Oma hat das geliebt", "noch einen Kaffee",
        "zwei Stück Zucker bitte", "wir spielen zu dritt", "ich habe vier Cousins",
        "wir waren vor fünf Jahren dort", "morgen um sechs", "sieben Tage die Woche",
        "acht Stunden Schlaf", "eine Katze hat neun Leben", "bin gleich wieder da",
        "der Suppentopf ist heiß", "die Reihe an der Kasse war lang",
        "die Spalte in der Zeitung", "alles Gute zum Geburtstag", "bis morgen",
        "vielen Dank", "entschuldige", "tut mir leid", "was hat er gesagt",
        "ich gehe ins Bett", "mach die Tür zu", "die Pizza ist da", "wer ruft an",
        "machen wir eine Pause", "das Licht ist zu hell", "ich habe meine Schlüssel gefunden",
        "der Tee ist kalt", "was für ein schöner Klang", "pass damit auf", "ich bin so müde",
        "vor dem Trinken gut schütteln",
    ],
}
BABBLE_SENTENCES = {language: talk[::2] for language, talk in TABLE_TALK.items()}
