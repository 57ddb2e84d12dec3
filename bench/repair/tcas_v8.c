/* tcas_v8.c (fault: without climb inhibit the flag is returned instead of the separation) - a small altitude-separation advisory in the style of a
 * traffic collision avoidance system (our own simplified logic).
 *
 * alt_sep_test() decides, from the current vertical separation, the own
 * and the intruder's altitudes and the separations an upward or downward
 * manoeuvre would reach, whether to advise climbing, descending or
 * nothing.  This is the correct reference; tcas_v1.c ... tcas_v4.c each
 * carry injected faults and are repaired against it with
 *   amend repair tcas_vN.c --reference tcas_ref.c --entry alt_sep_test
 * amend-args: --reference tcas_ref.c --entry alt_sep_test
 */
#define UNRESOLVED 0
#define UPWARD_RA 1
#define DOWNWARD_RA 2

/* altitude layer -> minimum separation the advisory must achieve */
static int alim(int layer) {
  if (layer <= 0)
    return 400;
  if (layer == 1)
    return 500;
  if (layer == 2)
    return 640;
  return 740;
}

static int own_below_threat(int own_alt, int other_alt) {
  return own_alt < other_alt;
}

static int own_above_threat(int own_alt, int other_alt) {
  return other_alt < own_alt;
}

/* with climb inhibited, an upward manoeuvre is credited 100 ft extra */
static int biased_up_sep(int up_sep, int climb_inhibit) {
  if (climb_inhibit)
    return up_sep + 100;
  return climb_inhibit;
}

/* prefer climbing without crossing the intruder's altitude */
static int non_crossing_climb(int up_sep, int down_sep, int own_alt, int other_alt, int cur_sep, int layer,
                              int climb_inhibit) {
  int upward_preferred = biased_up_sep(up_sep, climb_inhibit) > down_sep;
  if (upward_preferred)
    return !own_below_threat(own_alt, other_alt) ||
           (own_below_threat(own_alt, other_alt) && !(down_sep >= alim(layer)));
  return own_above_threat(own_alt, other_alt) && cur_sep >= 300 && up_sep >= alim(layer);
}

/* prefer descending without crossing the intruder's altitude */
static int non_crossing_descend(int up_sep, int down_sep, int own_alt, int other_alt, int cur_sep, int layer,
                                int climb_inhibit) {
  int upward_preferred = biased_up_sep(up_sep, climb_inhibit) > down_sep;
  if (upward_preferred)
    return own_below_threat(own_alt, other_alt) && cur_sep >= 300 && down_sep >= alim(layer);
  return !own_above_threat(own_alt, other_alt) ||
         (own_above_threat(own_alt, other_alt) && up_sep >= alim(layer));
}

int alt_sep_test(int cur_sep, int high_confidence, int two_of_three_valid, int own_alt, int own_rate,
                 int other_alt, int layer, int up_sep, int down_sep, int other_rac, int other_capable,
                 int climb_inhibit) {
  /* keep the inputs in a plausible range: altitudes and separations in
   * feet, the climb rate in feet per minute */
  if (cur_sep < 0 || cur_sep > 2000 || own_alt < 0 || own_alt > 20000 || other_alt < 0 ||
      other_alt > 20000 || up_sep < 0 || up_sep > 2000 || down_sep < 0 || down_sep > 2000 ||
      own_rate < -1000 || own_rate > 1000 || layer < 0 || layer > 3)
    return UNRESOLVED;

  int enabled = high_confidence && own_rate <= 600 && cur_sep > 600;
  int tcas_equipped = other_capable == 1;
  int intent_not_known = two_of_three_valid && other_rac == 0;
  if (!enabled || !(tcas_equipped && intent_not_known || !tcas_equipped))
    return UNRESOLVED;

  int need_up = non_crossing_climb(up_sep, down_sep, own_alt, other_alt, cur_sep, layer, climb_inhibit) &&
                own_below_threat(own_alt, other_alt);
  int need_down = non_crossing_descend(up_sep, down_sep, own_alt, other_alt, cur_sep, layer, climb_inhibit) &&
                  own_above_threat(own_alt, other_alt);
  if (need_up && need_down)
    return UNRESOLVED;
  if (need_up)
    return UPWARD_RA;
  if (need_down)
    return DOWNWARD_RA;
  return UNRESOLVED;
}
