// the reference of thermostat.c: the same controller, never mutated
/* thermostat_ref.c - a heating/cooling controller with hysteresis.
 *
 * control() feeds three temperature readings to a small state machine and
 * returns its final state and the number of state changes; both also end
 * up in globals.  The band around the target grows with the target, so a
 * heater does not flip on and off around a single value.
 */
enum { OFF, HEATING, COOLING, ALARM };

int state;
int switches;

int next_state(int s, int temp, int lo, int hi) {
  if (temp < -20 || temp > 60) return ALARM;
  if (s == HEATING && temp >= hi) return OFF;
  if (s == COOLING && temp <= lo) return OFF;
  if (s == OFF && temp < lo) return HEATING;
  if (s == OFF && temp > hi) return COOLING;
  return s;
}

int control(int t0, int t1, int t2, int target) {
  int temps[3] = {t0, t1, t2};
  int margin = (target >> 3) + 1;
  int lo = target - margin;
  int hi = target + margin;
  state = OFF;
  switches = 0;
  for (int i = 0; i < 3; i++) {
    int s = next_state(state, temps[i], lo, hi);
    if (s != state) switches++;
    state = s;
    if (state == ALARM) break;
  }
  return state * 16 + switches;
}
