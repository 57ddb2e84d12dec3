#include <assert.h>
int nondet_int(void);
int max3(int a,int b,int c){
  int m=a;
  if(b>m) m=b;
  if(c<m) m=c;
  return m;
}
int main(){int a=nondet_int(),b=nondet_int(),c=nondet_int();
  int m=max3(a,b,c);
  assert(m>=a&&m>=b&&m>=c);
  assert(m==a||m==b||m==c);
  return 0;}
