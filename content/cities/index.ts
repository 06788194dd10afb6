/**
 * Registry of the 40 city pages: one file per city, named after its slug.
 * scripts/validate-content.ts checks every file here is listed and vice versa.
 */
import type { City } from '../../model/schemas';
import sanFrancisco from './san-francisco';
import oakland from './oakland';
import sanJose from './san-jose';
import paloAlto from './palo-alto';
import berkeley from './berkeley';
import dalyCity from './daly-city';
import southSanFrancisco from './south-san-francisco';
import fremont from './fremont';
import hayward from './hayward';
import redwoodCity from './redwood-city';
import mountainView from './mountain-view';
import cupertino from './cupertino';
import sunnyvale from './sunnyvale';
import santaClara from './santa-clara';
import milpitas from './milpitas';
import unionCity from './union-city';
import pleasanton from './pleasanton';
import livermore from './livermore';
import sanMateo from './san-mateo';
import fosterCity from './foster-city';
import burlingame from './burlingame';
import sanRafael from './san-rafael';
import novato from './novato';
import vallejo from './vallejo';
import concord from './concord';
import walnutCreek from './walnut-creek';
import richmond from './richmond';
import alameda from './alameda';
import castroValley from './castro-valley';
import sanLeandro from './san-leandro';
import dublin from './dublin';
import newark from './newark';
import millValley from './mill-valley';
import pacifica from './pacifica';
import colma from './colma';
import sanBruno from './san-bruno';
import brisbane from './brisbane';
import millbrae from './millbrae';
import belmont from './belmont';
import menloPark from './menlo-park';

export const cities: City[] = [
  sanFrancisco,
  oakland,
  sanJose,
  paloAlto,
  berkeley,
  dalyCity,
  southSanFrancisco,
  fremont,
  hayward,
  redwoodCity,
  mountainView,
  cupertino,
  sunnyvale,
  santaClara,
  milpitas,
  unionCity,
  pleasanton,
  livermore,
  sanMateo,
  fosterCity,
  burlingame,
  sanRafael,
  novato,
  vallejo,
  concord,
  walnutCreek,
  richmond,
  alameda,
  castroValley,
  sanLeandro,
  dublin,
  newark,
  millValley,
  pacifica,
  colma,
  sanBruno,
  brisbane,
  millbrae,
  belmont,
  menloPark,
];
