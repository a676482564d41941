"""Scripts for the group "soul" example cards (XMPL-S..., pybs/data/cards/EXAMPLES.json): soul state of contract
cards (R16.3). Each card's docstring names the rule it demonstrates. Every contract card also gets the soul-state
replacement from the script compiler (CardScript.soul_state_replacement), so no script declares it."""

from .._prelude import *


@card("XMPL-S01")
def example_oathbound_lancer(c: CardScript) -> None:
    """R16.3 contract Spirit. Destroyed by an opposing effect, it may stay in soul state instead. Its own effect
    works from soul state: at the start of your Start Step, while it is in soul state, you may bring it back to
    normal state, refreshed, with one core from the Void."""
    c.when(Event.START_STEP, scope=Scope.MINE).may(lambda a: a.soul_leave(1), cond=Cond.IN_SOUL_STATE)


@card("XMPL-S02")
def example_sundering_decree(c: CardScript) -> None:
    """R16.3: an opposing effect that destroys, so the contract card's owner chooses: destroyed, or soul state.
    [Main]/[Flash] destroy one of the opponent's Spirits."""
    c.magic(main=True, flash=True).choose(opponents()).destroy()


@card("XMPL-S03")
def example_soulbinder_rite(c: CardScript) -> None:
    """R16.3: an effect naming soul state reaches a card in it (no other effect does). [Main] destroy one of the
    opponent's Spirits in soul state."""
    c.magic(main=True, flash=False).choose(opponents(soul_state=True)).destroy()


@card("XMPL-S04")
def example_banishing_tide(c: CardScript) -> None:
    """R16.3: an opposing effect that returns a card: a contract card's owner chooses between the hand and soul
    state. [Main]/[Flash] return one of the opponent's Spirits to its owner's hand."""
    c.magic(main=True, flash=True).choose(opponents()).to_hand()


@card("XMPL-S05")
def example_pact_shrine(c: CardScript) -> None:
    """R16.3: a contract Nexus, so that losing all its effects (Mod.LOSE_EFFECTS, a Nexus-only rule here) can be
    shown not to take away entering soul state. Lv1-2: Spirits of yours of the family "Example" get +1000 BP."""
    c.static(Static.BP, 1000, affects=mine(family="Example"))
