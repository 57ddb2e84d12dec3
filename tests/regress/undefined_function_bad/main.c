/* C89 style: helpers from another object file, never declared */
int main()
{
  int fd, n;
  fd = open_port(3);
  if (fd < 0)
    return 1;
  n = read_sensor(fd);
  assert(n != 42);
  return 0;
}
