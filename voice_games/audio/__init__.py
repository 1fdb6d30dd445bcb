"""Sound: rattle synthesis, spatial placement, earcons, the mixer and output devices."""
