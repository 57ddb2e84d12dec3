char INPUT1[100];
const int weights[] = {1, 2, 3};
int nweights = sizeof weights / sizeof weights[0];

/* Sum of the letters' positions in the alphabet, weighted in turn. */
int score(int n) {
  int s = 0;
  for (int i = 0; INPUT1[i] && i < n; i++) s += (INPUT1[i] - 'A' + 1) * weights[i % nweights];
  return s;
}
