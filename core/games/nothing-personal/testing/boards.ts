/** A standard test board: every type present, numbers easy to check. */
export const BOARD = {
  '1': 'eric-summerino', // conman 1/2
  '2': 'paulie-guistono', // conman 2/2
  '3': 'nicky-fontana', // thug 3/0
  '4': 'frankie-dellacroce', // gambler 0/4
  '5': 'jim-redio', // thug 2/2
  '6': 'tony-marchetti', // hitman 2/2
  '7': 'bobby-esposito', // gambler 2/1
  '8': 'mikey-rudmanilli', // hitman -2/3
  '9': 'steve-averso', // thug 3/2
};

/** Markers: `seats` for a three-seat game. */
export const mk = (a: number, b: number, c: number, neutral = 0, blackmail: number | null = null) => ({
  seats: [a, b, c],
  neutral,
  blackmail,
});
