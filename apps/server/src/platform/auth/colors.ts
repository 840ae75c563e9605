/** Background colours for generated initials avatars, picked by user id so a person keeps theirs. */
const AVATAR_COLORS = ['#3f8fd2', '#2fb380', '#e0a526', '#d4526e', '#8e6cd1', '#1f9fb4', '#e5743a', '#5b7083'];

export const avatarColorFor = (seed: number) => AVATAR_COLORS[seed % AVATAR_COLORS.length] ?? '#3f8fd2';
