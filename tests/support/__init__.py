"""Real parts for tests that need them (alsa_device: a sound card made of files)."""
