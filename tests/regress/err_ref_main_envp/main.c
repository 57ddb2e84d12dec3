#include <stdio.h>
int main(int argc, char **argv, char **envp)
{
  printf("%s\n", envp[0] ? "env" : "none");
  return 0;
}
