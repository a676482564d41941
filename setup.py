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
from setuptools.command.build_ext import build_ext

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
compile_args = ["-O1", "-g"] if DEBUG else os.environ.get("PYBS_OPT", "-O3").split()

# Switching between debug, release or profiling must recompile everything, not reuse stale objects.
FLAVOR = ("debug" if DEBUG else "release") + ("+profile" if PROFILE else "")
STAMP = Path("build") / ".pybs-flavor"
FORCE = not STAMP.exists() or STAMP.read_text() != FLAVOR


class BuildExt(build_ext):
    def finalize_options(self):
        super().finalize_options()
        self.force = self.force or FORCE
        self.parallel = self.parallel or os.cpu_count() or 1

    def run(self):
        super().run()
        STAMP.parent.mkdir(exist_ok=True)
        STAMP.write_text(FLAVOR)


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
    cmdclass={"build_ext": BuildExt},
    ext_modules=cythonize(
        extensions,
        compiler_directives=directives,
        annotate=ANNOTATE,
        force=FORCE,
        nthreads=os.cpu_count() or 1,
    ),
)
