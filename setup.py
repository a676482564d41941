"""Build the bscore Cython extensions.

PYBS_DEBUG=1     bounds checks on and invariant checks after every API action
PYBS_ANNOTATE=1  write the annotated HTML (cython -a) next to each .pyx
PYBS_PROFILE=1   compile with profiling hooks
"""

import os
from pathlib import Path

import numpy as np
from Cython.Build import cythonize
from setuptools import Extension, setup

DEBUG = os.environ.get("PYBS_DEBUG", "") not in ("", "0")
ANNOTATE = os.environ.get("PYBS_ANNOTATE", "") not in ("", "0")
PROFILE = os.environ.get("PYBS_PROFILE", "") not in ("", "0")

directives = {
    "language_level": 3,
    "boundscheck": DEBUG,
    "wraparound": False,
    "initializedcheck": DEBUG,
    "cdivision": True,
    "nonecheck": False,
    "embedsignature": True,
    "profile": PROFILE,
}

macros = [("NPY_NO_DEPRECATED_API", "NPY_1_7_API_VERSION"), ("PYBS_DEBUG", "1" if DEBUG else "0")]
compile_args = ["-O0", "-g"] if DEBUG else ["-O3"]

extensions = [
    Extension(
        f"bscore.{path.stem}",
        [str(path)],
        include_dirs=[np.get_include()],
        define_macros=macros,
        extra_compile_args=compile_args,
    )
    for path in sorted(Path("bscore").glob("*.pyx"))
]

setup(
    ext_modules=cythonize(
        extensions,
        compiler_directives=directives,
        annotate=ANNOTATE,
        nthreads=os.cpu_count() or 1,
    ),
)
