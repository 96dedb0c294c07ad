export default '/images/placeholder.svg';
