/* amend-args: --unwind 9 */
/* A lift door controller driven by 8 nondeterministic events.  The door is
 * never open while the cabin moves. */
#include <assert.h>
int nondet_int(void);

enum state { CLOSED, OPENING, OPEN, CLOSING, MOVING };
enum event { EV_CALL, EV_ARRIVE, EV_TIMER, EV_BLOCKED };

int main(void) {
  enum state s = CLOSED;
  int door_open = 0, moving = 0;
  for (int step = 0; step < 8; step++) {
    int ev = nondet_int();
    switch (s) {
    case CLOSED:
      if (ev == EV_CALL) { s = MOVING; moving = 1; }
      else if (ev == EV_ARRIVE) s = OPENING;
      break;
    case MOVING:
      if (ev == EV_ARRIVE) { s = OPENING; moving = 0; }
      break;
    case OPENING:
      door_open = 1;
      s = OPEN;
      break;
    case OPEN:
      if (ev == EV_TIMER) s = CLOSING;
      break;
    case CLOSING:
      if (ev == EV_BLOCKED) s = OPENING;
      else { door_open = 0; s = CLOSED; }
      break;
    }
    assert(!(door_open && moving));
  }
  return 0;
}
