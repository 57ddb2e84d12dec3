/* zygote.c - the server inside one bwrap sandbox that forks every run,
 * and amend's side of its socket.
 *
 * The socket is a SOCK_SEQPACKET pair: each send is one message.  amend
 * sends ZY_RUN (a zy_req, then the path, argv and envp as NUL-ended
 * strings, and 3 or 4 descriptors) and later, if the run's time is up,
 * ZY_KILL; the server answers ZY_STARTED (0 or exec's errno) and then
 * ZY_EXITED (the wait status) once nothing of the run is left. */
#define _GNU_SOURCE
#include "native/zygote.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "util/arena.h"
#include "util/proc.h"

enum { ZY_READY = 1, ZY_RUN, ZY_STARTED, ZY_KILL, ZY_EXITED };
enum { ZY_MAXLIM = 8, ZY_MAXMSG = 128 * 1024 };

typedef struct zy_req {
  int op;
  int nlim;
  int res[ZY_MAXLIM];
  struct rlimit lim[ZY_MAXLIM];
  int log_target;    /* the number the log descriptor keeps, or -1 */
  int nargv, nenv;
} zy_req;

typedef struct zy_msg {
  int op;
  int value;         /* ZY_STARTED: an errno or 0; ZY_EXITED: a wait status */
} zy_msg;

static int send_msg(int sock, int op, int value) {
  zy_msg m = {op, value};
  ssize_t n;
  while ((n = send(sock, &m, sizeof m, MSG_NOSIGNAL)) < 0 && errno == EINTR) {
  }
  return n == (ssize_t)sizeof m ? 0 : -1;
}

/* One message into buf with up to 4 descriptors (close-on-exec); its
 * length, 0 at end of file, -1 on error. */
static ssize_t recv_fds(int sock, void *buf, size_t len, int *fds, int *nfd) {
  union {
    struct cmsghdr h;
    char space[CMSG_SPACE(4 * sizeof(int))];
  } c;
  struct iovec iov = {buf, len};
  struct msghdr mh = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = c.space, .msg_controllen = sizeof c.space};
  ssize_t n;
  while ((n = recvmsg(sock, &mh, MSG_CMSG_CLOEXEC)) < 0 && errno == EINTR) {
  }
  *nfd = 0;
  for (struct cmsghdr *h = CMSG_FIRSTHDR(&mh); n >= 0 && h; h = CMSG_NXTHDR(&mh, h)) {
    if (h->cmsg_level != SOL_SOCKET || h->cmsg_type != SCM_RIGHTS) continue;
    int k = (int)((h->cmsg_len - CMSG_LEN(0)) / sizeof(int));
    for (int i = 0; i < k; i++) {
      int fd;
      memcpy(&fd, CMSG_DATA(h) + i * sizeof(int), sizeof fd);
      if (*nfd < 4) fds[(*nfd)++] = fd;
      else close(fd);
    }
  }
  if (n >= 0 && (mh.msg_flags & (MSG_TRUNC | MSG_CTRUNC))) n = -1;
  return n;
}

/* ---- the server, inside the sandbox ---- */

/* Kill every process of the sandbox but bwrap's init and this one (in a
 * PID namespace of its own, kill(-1) reaches no other), and reap them:
 * as a subreaper every orphan of a run is our child. */
static void sweep(void) {
  kill(-1, SIGKILL);
  for (;;) {
    pid_t r = waitpid(-1, NULL, 0);
    if (r > 0 || (r < 0 && errno == EINTR)) continue;
    break;
  }
}

static void child_fail(int fd, int err) {
  while (write(fd, &err, sizeof err) < 0 && errno == EINTR) {
  }
  _exit(127);
}

/* In the vfork'd child: the run's descriptors, session and limits. */
__attribute__((noinline)) static pid_t start(const zy_req *q, const char *path, char **argv, char **envp,
                                             const int *fds, int errfd) {
  pid_t pid = vfork();
  if (pid == 0) {
    setsid();
    if (dup2(fds[0], 0) < 0 || dup2(fds[1], 1) < 0 || dup2(fds[2], 2) < 0) child_fail(errfd, errno);
    int e = errfd, t = q->log_target;
    if (t >= 0) {
      if (e == t && (e = fcntl(e, F_DUPFD_CLOEXEC, t + 1)) < 0) child_fail(errfd, errno);
      if (fds[3] != t && dup2(fds[3], t) < 0) child_fail(e, errno);
      if (fcntl(t, F_SETFD, 0) < 0) child_fail(e, errno);
    }
    proc_close_fds(e, t);
    proc_set_limits(q->nlim, q->res, q->lim);
    execve(path, argv, envp);
    child_fail(e, errno);
  }
  return pid;
}

/* The strings after the request: n of them from *p, into v[0..n-1]; -1
 * when they run past end. */
static int take_strings(char **p, const char *end, char **v, int n) {
  for (int i = 0; i < n; i++) {
    char *z = memchr(*p, '\0', (size_t)(end - *p));
    if (!z) return -1;
    v[i] = *p;
    *p = z + 1;
  }
  v[n] = NULL;
  return 0;
}

/* One run: start it, report, wait for its end or a kill, sweep, report. */
static void serve(int sock, char *buf, ssize_t len, const int *fds, int nfd) {
  zy_req q;
  memcpy(&q, buf, sizeof q);
  char *p = buf + sizeof q, *end = buf + len;
  if (q.nlim < 0 || q.nlim > ZY_MAXLIM || q.nargv < 1 || q.nargv > 4096 || q.nenv < 0 || q.nenv > 65536 ||
      (q.log_target >= 0 && q.log_target < 3) || nfd != 3 + (q.log_target >= 0)) {
    send_msg(sock, ZY_STARTED, EINVAL);
    return;
  }
  char **argv = xmalloc(sizeof *argv * (size_t)(q.nargv + 1));
  char **envp = xmalloc(sizeof *envp * (size_t)(q.nenv + 1));
  char *one[2] = {NULL, NULL};
  int err = 0;
  if (take_strings(&p, end, one, 1) || take_strings(&p, end, argv, q.nargv) || take_strings(&p, end, envp, q.nenv))
    err = EINVAL;
  const char *path = one[0];
  int ep[2] = {-1, -1};
  pid_t pid = -1;
  if (!err && pipe2(ep, O_CLOEXEC) != 0) err = errno;
  if (!err) {
    pid = start(&q, path, argv, envp, fds, ep[1]);
    if (pid < 0) err = errno;
    close(ep[1]);
    int e = 0;
    ssize_t n;
    while ((n = read(ep[0], &e, sizeof e)) < 0 && errno == EINTR) {
    }
    if (pid > 0 && n == (ssize_t)sizeof e) err = e ? e : EINVAL;
    close(ep[0]);
  }
  free(argv);
  free(envp);
  send_msg(sock, ZY_STARTED, err);
  if (err) {
    if (pid > 0) sweep();
    return;
  }
  int pfd = proc_pidfd(pid), st = 0;
  for (;;) {
    struct pollfd pf[2] = {{.fd = sock, .events = POLLIN}, {.fd = pfd, .events = POLLIN}};
    poll(pf, pfd >= 0 ? 2 : 1, pfd >= 0 ? -1 : 10);
    if (pf[0].revents) {
      zy_msg m;
      ssize_t n = recv(sock, &m, sizeof m, MSG_DONTWAIT);
      if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR)) {
        sweep();   /* amend is gone */
        _exit(0);
      }
      if (n == (ssize_t)sizeof m && m.op == ZY_KILL) kill(-1, SIGKILL);
    }
    pid_t r = waitpid(pid, &st, WNOHANG);
    if (r == pid) break;
  }
  if (pfd >= 0) close(pfd);
  sweep();
  send_msg(sock, ZY_EXITED, st);
}

int zygote_main(int argc, char **argv) {
  if (argc != 4) return 2;
  int sock = atoi(argv[2]);
  /* kill(-1) must never reach a process outside the sandbox: refuse to
   * serve in amend's own PID namespace */
  struct stat ns;
  if (stat("/proc/self/ns/pid", &ns) != 0 || (unsigned long long)ns.st_ino == strtoull(argv[3], NULL, 10)) return 3;
  if (fcntl(sock, F_SETFD, FD_CLOEXEC) != 0) return 4;
  proc_close_fds(sock, -1);
  prctl(PR_SET_CHILD_SUBREAPER, 1);
  prctl(PR_SET_DUMPABLE, 0);   /* no run may ptrace the server */
  if (send_msg(sock, ZY_READY, 0) != 0) return 5;
  char *buf = xmalloc(ZY_MAXMSG);
  for (;;) {
    int fds[4], nfd = 0;
    ssize_t n = recv_fds(sock, buf, ZY_MAXMSG, fds, &nfd);
    if (n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN)) break;
    int op = 0;
    if (n >= (ssize_t)sizeof op) memcpy(&op, buf, sizeof op);
    if (op == ZY_RUN && n >= (ssize_t)sizeof(zy_req)) serve(sock, buf, n, fds, nfd);
    for (int i = 0; i < nfd; i++) close(fds[i]);   /* a late ZY_KILL needs nothing */
  }
  free(buf);
  sweep();
  return 0;
}

/* ---- amend's side ---- */

static struct {
  int on;
  char self[4096];
  pid_t owner;       /* the process the server is for (not a forked copy) */
  pid_t bwrap;
  int sock;
  char *dir;
  int losses;        /* servers that died or did not start */
} z = {.sock = -1};

enum { ZY_MAX_LOSSES = 3 };

/* End this process's server: close the socket (it exits), kill bwrap,
 * reap it.  A forked copy only forgets its parent's. */
static void stop(void) {
  if (z.owner == getpid()) {
    if (z.sock >= 0) close(z.sock);
    if (z.bwrap > 0) {
      kill(z.bwrap, SIGKILL);
      while (waitpid(z.bwrap, NULL, 0) < 0 && errno == EINTR) {
      }
    }
  } else if (z.sock >= 0) {
    close(z.sock);
  }
  z.sock = -1;
  z.bwrap = 0;
  z.owner = 0;
  free(z.dir);
  z.dir = NULL;
}

static void lost(void) {
  stop();
  z.losses++;
}

void zygote_use_self(int on) {
  if (!on || getenv("AMEND_NO_ZYGOTE")) {
    stop();
    z.on = 0;
    return;
  }
  ssize_t n = readlink("/proc/self/exe", z.self, sizeof z.self - 1);
  z.on = n > 0 && (size_t)n < sizeof z.self - 1;
  if (z.on) z.self[n] = '\0';
  if (z.on && strstr(z.self, " (deleted)")) z.on = 0;   /* rebuilt under us */
}

/* Wait up to ms for one message; 0, or -1 (none, or the server is gone). */
static int await(int op, int *value, int ms) {
  struct pollfd pf = {.fd = z.sock, .events = POLLIN};
  int r;
  while ((r = poll(&pf, 1, ms)) < 0 && errno == EINTR) {
  }
  if (r <= 0) return -1;
  zy_msg m;
  ssize_t n;
  while ((n = recv(z.sock, &m, sizeof m, 0)) < 0 && errno == EINTR) {
  }
  if (n != (ssize_t)sizeof m || m.op != op) return -1;
  *value = m.value;
  return 0;
}

static int start_server(const char *dir, const char *const *bwrap_argv) {
  struct stat ns;
  if (stat("/proc/self/ns/pid", &ns) != 0) return -1;
  int sv[2];
  if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) != 0) return -1;
  char fdarg[16], nsarg[32];
  snprintf(fdarg, sizeof fdarg, "%d", 3);
  snprintf(nsarg, sizeof nsarg, "%llu", (unsigned long long)ns.st_ino);
  int k = 0;
  while (bwrap_argv[k]) k++;
  const char **argv = xmalloc(sizeof *argv * (size_t)(k + 5));
  memcpy(argv, bwrap_argv, sizeof *argv * (size_t)k);
  argv[k++] = z.self;
  argv[k++] = ZYGOTE_ARG;
  argv[k++] = fdarg;
  argv[k++] = nsarg;
  argv[k] = NULL;
  pid_t pid;
  int err = proc_spawn_quiet(argv[0], (char *const *)argv, sv[1], &pid);
  free(argv);
  close(sv[1]);
  if (err) {
    close(sv[0]);
    return -1;
  }
  z.owner = getpid();
  z.bwrap = pid;
  z.sock = sv[0];
  z.dir = strdup(dir);
  if (!z.dir) {
    lost();
    return -1;
  }
  int v;
  if (await(ZY_READY, &v, 10000) != 0) {
    lost();
    return -1;
  }
  return 0;
}

int zygote_ready(const char *dir, const char *const *bwrap_argv) {
  if (!z.on || z.losses >= ZY_MAX_LOSSES) return -1;
  if (z.owner == getpid() && z.sock >= 0 && !strcmp(z.dir, dir)) {
    /* still there?  (a hostile run may have killed it while idle) */
    struct pollfd pf = {.fd = z.sock, .events = POLLIN};
    if (poll(&pf, 1, 0) == 0) return 0;
    lost();
  } else if (z.sock >= 0) {
    stop();   /* a forked copy's, or one for another directory */
  }
  if (z.losses >= ZY_MAX_LOSSES) return -1;
  return start_server(dir, bwrap_argv);
}

int zygote_spawn(const char *path, char *const *argv, char *const *envp, int in, int out, int err, int log,
                 int nlim, const int *res, const struct rlimit *lim) {
  if (z.sock < 0 || z.owner != getpid() || nlim > ZY_MAXLIM) return -1;
  zy_req q = {.op = ZY_RUN, .nlim = nlim, .log_target = log};
  for (int i = 0; i < nlim; i++) q.res[i] = res[i], q.lim[i] = lim[i];
  size_t len = sizeof q + strlen(path) + 1;
  for (q.nargv = 0; argv[q.nargv]; q.nargv++) len += strlen(argv[q.nargv]) + 1;
  for (q.nenv = 0; envp[q.nenv]; q.nenv++) len += strlen(envp[q.nenv]) + 1;
  if (len > ZY_MAXMSG) return -1;
  char *buf = xmalloc(len), *p = buf + sizeof q;
  memcpy(buf, &q, sizeof q);
  p = stpcpy(p, path) + 1;
  for (int i = 0; i < q.nargv; i++) p = stpcpy(p, argv[i]) + 1;
  for (int i = 0; i < q.nenv; i++) p = stpcpy(p, envp[i]) + 1;
  int fds[4] = {in, out, err, log}, nfd = log >= 0 ? 4 : 3;
  union {
    struct cmsghdr h;
    char space[CMSG_SPACE(4 * sizeof(int))];
  } c;
  memset(&c, 0, sizeof c);
  struct iovec iov = {buf, len};
  struct msghdr mh = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = c.space,
                      .msg_controllen = CMSG_SPACE((size_t)nfd * sizeof(int))};
  struct cmsghdr *h = CMSG_FIRSTHDR(&mh);
  h->cmsg_level = SOL_SOCKET;
  h->cmsg_type = SCM_RIGHTS;
  h->cmsg_len = CMSG_LEN((size_t)nfd * sizeof(int));
  memcpy(CMSG_DATA(h), fds, (size_t)nfd * sizeof(int));
  ssize_t n;
  while ((n = sendmsg(z.sock, &mh, MSG_NOSIGNAL)) < 0 && errno == EINTR) {
  }
  free(buf);
  if (n != (ssize_t)len) {
    lost();
    return -1;   /* the server never had the run */
  }
  /* gone before it answered: the program may have run and killed it */
  int e = 0;
  if (await(ZY_STARTED, &e, 10000) != 0) {
    lost();
    return ZYGOTE_KILLED;
  }
  return e;
}

int zygote_fd(void) { return z.sock; }

/* The end of a run whose server is gone: killed with the sandbox. */
static int killed(int *status) {
  lost();
  *status = SIGKILL;   /* a wait status: ended by SIGKILL */
  return 1;
}

int zygote_done(int *status) {
  struct pollfd pf = {.fd = z.sock, .events = POLLIN};
  if (z.sock < 0) return killed(status);
  if (poll(&pf, 1, 0) <= 0) return 0;
  return await(ZY_EXITED, status, 0) == 0 ? 1 : killed(status);
}

void zygote_kill(int *status) {
  if (z.sock < 0 || send_msg(z.sock, ZY_KILL, 0) != 0 || await(ZY_EXITED, status, 5000) != 0) killed(status);
}
