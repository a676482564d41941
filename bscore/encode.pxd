# bscore/encode.pyx exposes only the Python-level encode_rows (pybs/adapters/encoding.py).
