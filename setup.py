"""Build the bscore Cython extensions.

PYBS_DEBUG=1     bounds checks on and invariant checks after every API action
PYBS_ANNOTATE=1  write the annotated HTML (cython -a) next to each .pyx
PYBS_PROFILE=1   compile with profiling hooks
PYBS_PGO=0|1     profile-guided optimisation (GCC): an instrumented build plays a few seconds of games, then
                 the release build is compiled again with that profile. On by default for installs and wheels
                 (``pip install .``), off for in-place and editable builds; PYBS_PGO=1 forces it, 0 turns it off.
PYBS_OPT="..."   the release build's optimisation flags (default -O3)
"""

import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import numpy as np
from Cython.Build import cythonize
from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

DEBUG = os.environ.get("PYBS_DEBUG", "") not in ("", "0")
PGO = os.environ.get("PYBS_PGO", "")  # "" = by build kind, "0" off, anything else on
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
STAMPED = STAMP.read_text() if STAMP.exists() else ""
FORCE = STAMPED != FLAVOR
CYTHON_FORCE = STAMPED.removesuffix("+pgo") != FLAVOR  # the .c files depend on the directives, not on the profile


# The profile run: the batch loop on the built-in decks (vanilla, starter decks with effects, the sample decks of
# the booster sets), random decks of every scripted card, and the stepping API, so the compiler learns which
# branches and functions a game really uses.
TRAINING = r"""
import random, sys
sys.path[:0] = sys.argv[1:]
import pybs
from bscore.batch import play_batch

for pair, effects, preset, games in ((("ST01", "ST02"), False, None, 3000), (("ST01", "ST02"), True, None, 3000),
                                     (("BSS-RED", "BSS-WHITE"), True, "bss", 800),
                                     (("BSS04-RED", "BSS05-PURPLE"), True, "bss", 800),
                                     (("CB01-PURPLE", "BSS06-BLUE"), True, "bss", 800),
                                     (("PROMO-RED", "BSS-BLUE"), True, "bss", 800)):
    game = pybs.Game(pair, seed=1, effects=effects, rules=pybs.RuleSet.preset(preset) if preset else None)
    play_batch(game.deck_handle, game.rows[0], game.rows[1], game.rules_bytes, games, 1, ("greedy", "greedy"), 0,
               game.options)
from pybs.randomdecks import random_deck  # every scripted card may turn up: no mechanic is left cold

rules = pybs.RuleSet.preset("bss")
for i in range(60):
    game = pybs.Game((random_deck(7000 + 2 * i, rules=rules), random_deck(7001 + 2 * i, rules=rules)), seed=1,
                     rules=rules)
    play_batch(game.deck_handle, game.rows[0], game.rows[1], game.rules_bytes, 100, 1, ("greedy", "greedy"), 0,
               game.options)
rng = random.Random(1)
game = pybs.Game(("ST01", "ST02"), seed=1)
for _ in range(100):
    state = game.new_initial_state()
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(int(legal[rng.randrange(len(legal))]))
        state.clone()
"""


def gcc_compiler() -> bool:
    """The C compiler is GCC (the profile flags below are GCC's)."""
    cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
    cc = os.environ.get("CC", cc).split()[0]
    try:
        out = subprocess.run([cc, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return False
    return "Free Software Foundation" in out and "clang" not in out.lower()


class BuildExt(build_ext):
    def finalize_options(self):
        # Cythonize here, not when setup.py is read: pip reads it for metadata first, and the .c files are only
        # needed by the build.
        if not getattr(self.distribution, "pybs_cythonized", False):
            self.distribution.ext_modules = cythonize(
                self.distribution.ext_modules,
                compiler_directives=directives,
                annotate=ANNOTATE,
                force=CYTHON_FORCE,
                nthreads=os.cpu_count() or 1,
            )
            self.distribution.pybs_cythonized = True
        super().finalize_options()
        self.force = self.force or FORCE
        self.parallel = self.parallel or os.cpu_count() or 1

    def run(self):
        # Decided here: setuptools clears ``inplace`` while it builds (it copies the modules over afterwards).
        self.pgo = self.wants_pgo()
        super().run()
        STAMP.parent.mkdir(exist_ok=True)
        STAMP.write_text(FLAVOR + ("+pgo" if self.pgo else ""))

    def wants_pgo(self) -> bool:
        if DEBUG or PROFILE or PGO == "0":
            return False
        if not PGO and (self.inplace or getattr(self, "editable_mode", False)):
            return False  # development builds stay quick to rebuild
        return gcc_compiler()

    def build_extensions(self):
        if not getattr(self, "pgo", False):
            return super().build_extensions()
        self.set_flags(["-fprofile-generate", "-fprofile-update=single"])
        self.force = True
        super().build_extensions()
        if self.train():
            self.set_flags(["-fprofile-use", "-fprofile-partial-training", "-Wno-missing-profile"])
        else:
            self.set_flags([])
            print("pybs: the profile run failed; building without a profile", file=sys.stderr)
        super().build_extensions()

    def set_flags(self, flags: list) -> None:
        for ext in self.extensions:
            ext.extra_compile_args = compile_args + flags
            ext.extra_link_args = list(flags)

    def train(self) -> bool:
        """Play the profile games with the instrumented modules; True when they ran and left a profile."""
        temp = Path(self.build_temp)
        for stale in temp.rglob("*.gcda"):
            stale.unlink()
        # The instrumented modules with the package's Python files, first on the path; pybs itself from the build
        # directory when build_py put it there, else from the source tree.
        run_dir = temp / "pgo-run"
        shutil.rmtree(run_dir, ignore_errors=True)
        (run_dir / "bscore").mkdir(parents=True)
        for source in Path("bscore").glob("*.py"):
            shutil.copy(source, run_dir / "bscore")
        for ext in self.extensions:
            shutil.copy(self.get_ext_fullpath(ext.name), run_dir / "bscore")
        paths = [str(run_dir.resolve()), os.path.abspath(self.build_lib), os.path.abspath(".")]
        env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
        try:
            done = subprocess.run([sys.executable, "-c", TRAINING, *paths], env=env, timeout=600)
        except (OSError, subprocess.SubprocessError):
            return False
        finally:
            shutil.rmtree(run_dir, ignore_errors=True)
        return done.returncode == 0 and any(temp.rglob("*.gcda"))


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
    ext_modules=extensions,
)
