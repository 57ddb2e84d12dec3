#include <assert.h>

struct student { char name[8]; float marks[3]; double avg; };

double total = 0;
float weights[3] = {0.25f, 0.25f, 0.5f};
static struct student cls[2] = {{"ann", {80, 90, 70.5f}, 0}, {"bob", {55, 65.5f, 60}, 0}};

static double average(const struct student *s) {
  double sum = 0;
  for (int i = 0; i < 3; i++) sum += s->marks[i] * weights[i];
  return sum;
}

float half(float v) { return v / 2; }

int main(void) {
  for (int k = 0; k < 2; k++) {
    cls[k].avg = average(&cls[k]);
    total += cls[k].avg;
  }
  assert(cls[0].avg == 77.75);
  assert(cls[1].avg == 60.125);
  assert(total == 137.875);
  float h = half(3);
  assert(h == 1.5f);
  double d = h;
  d *= 4; d -= 1; d /= 2;
  assert(d == 2.5);
  float f = 1.5f;
  f++;
  --f;
  f += 0.25;
  assert(f == 1.75f);
  int n = 10;
  n *= 0.55;            /* 5.5 -> 5 */
  assert(n == 5);
  double neg = -total;
  assert(neg == -137.875 && -neg == total);
  _Bool nonzero = 0.1;
  assert(nonzero == 1);
  return 0;
}
