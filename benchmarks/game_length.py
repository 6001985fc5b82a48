"""How long a game of Happy Families takes: requests per game by number of players, as the engine plays it.

``python benchmarks/game_length.py [--games N]`` (N = 50 by default, the number the site's FAQ table uses) plays N
deals for each table size (2 to 6 players, seeds 0 to N-1, the dealer in the last seat) with careful, strong and
random computer players, and prints for each the median number of requests, the middle half of the games (first
to third quartile), the shortest and the longest, and the minutes at hf_core.lengths.SECONDS_PER_REQUEST seconds a
request (an assumption, not a measurement). Then, for two players, how often the player who begins wins and how
many requests are refused. Printed, never asserted: figures, not a test.
"""

from __future__ import annotations

import argparse
import time

from hf_core import Game, lengths
from hf_core.bots import make_bot, play_out
from hf_core.events import Denied


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=lengths.GAMES, help="deals per table size and kind")
    games = parser.parse_args().games
    seconds = lengths.SECONDS_PER_REQUEST
    print(f"Requests per game, {games} deals per table size (minutes at {seconds} s a request)")
    print(f"{'kind':<8}{'players':>8}{'median':>8}{'middle half':>14}{'range':>12}{'minutes':>9}{'CPU s':>8}")
    for kind in ("smart", "strong", "random"):
        for players in range(2, 7):
            start = time.process_time()
            counts = lengths.requests_per_game(players, kind, games)
            median, low, high = lengths.lengths(players, kind, games)
            spent = time.process_time() - start
            print(f"{kind:<8}{players:>8}{median:>8.1f}{f'{low} to {high}':>14}"
                  f"{f'{min(counts)} to {max(counts)}':>12}{lengths.minutes(median):>9}{spent:>8.1f}")
    deals = max(games, 1000)
    first_wins = refused = 0
    for seed in range(deals):
        game = Game.deal(["P1", "P2"], seed=seed, dealer=1)
        play_out(game, {name: make_bot("random", f"{seed}:{name}") for name in game.players})
        first_wins += game.winners() == ("P1",)
        refused += sum(isinstance(e, Denied) for e in game.events)
    print(f"Two players, {deals} deals: the player who begins wins {first_wins} alone; requests refused: {refused}")


if __name__ == "__main__":
    main()
