"""Discord cuts an option label at 100 characters; two long labels of one menu that differ
only at their end (T&B wagon routes to one town, told apart by who is paid the toll) must
stay different after the cut."""

from table.words import clip


def test_long_labels_keep_their_ends_and_stay_apart():
    base = "Wagon to the castle via the hills, the forest and the long road by the river"
    a = clip(base + " — toll 1 gold to Bartholomew Featherstonehaugh")
    b = clip(base + " — toll 1 gold to Zoé Lefèvre and Åsa Öberg")
    assert len(a) <= 100 and len(b) <= 100
    assert a != b and a.endswith("Featherstonehaugh") and b.endswith("Åsa Öberg")
    assert a.startswith("Wagon to the castle") and "…" in a


def test_short_labels_are_untouched():
    assert clip("Build a road") == "Build a road"
    assert clip("x" * 100) == "x" * 100
    assert len(clip("y" * 101)) <= 100
