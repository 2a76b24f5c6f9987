// Generated from openapi/gateway.openapi.yaml by tools/codegen. Do not edit.
// @ts-nocheck
import type { ErrorObject } from 'ajv';

/** A precompiled ajv validator: returns whether `data` is valid and leaves the first error on `errors`. */
export type GeneratedValidator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

export const validateAdminAdjustBalanceRequestCompiled = validate1;
const schema1 = {"type":"object","additionalProperties":false,"required":["amount","reason"],"properties":{"amount":{"$ref":"#/$defs/AdminSignedCreditsInput"},"reason":{"type":"string","minLength":1}}};
const schema2 = {"anyOf":[{"$ref":"#/$defs/AdminSignedCredits"},{"type":"number"}]};
const schema3 = {"type":"string","pattern":"^-?\\d+(\\.\\d{1,6})?$"};
const pattern0 = new RegExp("^-?\\d+(\\.\\d{1,6})?$", "u");

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate3.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(typeof data === "string"){
if(!pattern0.test(data)){
validate3.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^-?\\d+(\\.\\d{1,6})?$"},message:"must match pattern \""+"^-?\\d+(\\.\\d{1,6})?$"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate3.errors = vErrors;
return errors === 0;
}
validate3.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate2.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate3(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs2 = errors;
if(!(typeof data == "number")){
const err0 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err1 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate2.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate2.errors = vErrors;
return errors === 0;
}
validate2.evaluated = {"dynamicProps":false,"dynamicItems":false};

import func0Module from "ajv/dist/runtime/ucs2length.js";
const func0 = func0Module.default ?? func0Module;

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate1.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.amount === undefined) && (missing0 = "amount")) || ((data.reason === undefined) && (missing0 = "reason"))){
validate1.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "amount") || (key0 === "reason"))){
validate1.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.amount !== undefined){
const _errs2 = errors;
if(!(validate2(data.amount, {instancePath:instancePath+"/amount",parentData:data,parentDataProperty:"amount",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data1 = data.reason;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) < 1){
validate1.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAdminCreateAccountRequestCompiled = validate6;
const schema4 = {"type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"type":"string","minLength":1},"balance":{"$ref":"#/$defs/AdminCreditsInput"}}};
const schema5 = {"anyOf":[{"$ref":"#/$defs/AdminCredits"},{"type":"number","minimum":0}]};
const schema6 = {"type":"string","pattern":"^\\d+(\\.\\d{1,6})?$"};
const pattern1 = new RegExp("^\\d+(\\.\\d{1,6})?$", "u");

function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate8.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(typeof data === "string"){
if(!pattern1.test(data)){
validate8.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^\\d+(\\.\\d{1,6})?$"},message:"must match pattern \""+"^\\d+(\\.\\d{1,6})?$"+"\""}];
return false;
}
}
else {
validate8.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate8.errors = vErrors;
return errors === 0;
}
validate8.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate7.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate8(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data == "number"){
if(data < 0 || isNaN(data)){
const err0 = {instancePath,schemaPath:"#/anyOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate7.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate7.errors = vErrors;
return errors === 0;
}
validate7.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate6.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
validate6.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "name") || (key0 === "balance"))){
validate6.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func0(data0) < 1){
validate6.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.balance !== undefined){
const _errs4 = errors;
if(!(validate7(data.balance, {instancePath:instancePath+"/balance",parentData:data,parentDataProperty:"balance",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate6.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate6.errors = vErrors;
return errors === 0;
}
validate6.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAdminCreateTokenRequestCompiled = validate11;
const schema7 = {"type":"object","unevaluatedProperties":false,"required":["account"],"allOf":[{"$ref":"#/$defs/AdminTokenSettings"}],"properties":{"account":{"type":"string","minLength":1}}};
const schema8 = {"type":"object","properties":{"name":{"type":"string","minLength":1},"models":{"anyOf":[{"type":"array","minItems":1,"items":{"type":"string","minLength":1}},{"type":"null"}]},"quota":{"anyOf":[{"$ref":"#/$defs/AdminCreditsInput"},{"type":"null"}]},"quota_period":{"$ref":"#/$defs/AdminQuotaPeriod"},"rpm":{"$ref":"#/$defs/AdminCount"},"tpm":{"$ref":"#/$defs/AdminCount"},"concurrency":{"$ref":"#/$defs/AdminCount"},"expires_at":{"anyOf":[{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$"},{"type":"null"}]}}};
const schema9 = {"type":"string","enum":["month","day","lifetime"]};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate14.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate14.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data === "month") || (data === "day")) || (data === "lifetime"))){
validate14.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema9.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate14.errors = vErrors;
return errors === 0;
}
validate14.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema10 = {"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate16.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs1){
if(typeof data == "number"){
if(data < 1 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(data !== null){
const err2 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err3 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate16.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate16.errors = vErrors;
return errors === 0;
}
validate16.evaluated = {"dynamicProps":false,"dynamicItems":false};

const pattern2 = new RegExp("^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$", "u");

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate12.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name !== undefined){
let data0 = data.name;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) < 1){
validate12.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.models !== undefined){
let data1 = data.models;
const _errs3 = errors;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data1)){
if(data1.length < 1){
const err0 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/anyOf/0/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
var valid2 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(func0(data2) < 1){
const err1 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/anyOf/0/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
}
else {
const err3 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
const _errs9 = errors;
if(data1 !== null){
const err4 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err5 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate12.errors = vErrors;
return false;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.quota !== undefined){
let data3 = data.quota;
const _errs11 = errors;
const _errs12 = errors;
let valid3 = false;
const _errs13 = errors;
if(!(validate7(data3, {instancePath:instancePath+"/quota",parentData:data,parentDataProperty:"quota",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
var _valid1 = _errs13 === errors;
valid3 = valid3 || _valid1;
const _errs14 = errors;
if(data3 !== null){
const err6 = {instancePath:instancePath+"/quota",schemaPath:"#/properties/quota/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err7 = {instancePath:instancePath+"/quota",schemaPath:"#/properties/quota/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate12.errors = vErrors;
return false;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.quota_period !== undefined){
const _errs16 = errors;
if(!(validate14(data.quota_period, {instancePath:instancePath+"/quota_period",parentData:data,parentDataProperty:"quota_period",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rpm !== undefined){
const _errs17 = errors;
if(!(validate16(data.rpm, {instancePath:instancePath+"/rpm",parentData:data,parentDataProperty:"rpm",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
errors = vErrors.length;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tpm !== undefined){
const _errs18 = errors;
if(!(validate16(data.tpm, {instancePath:instancePath+"/tpm",parentData:data,parentDataProperty:"tpm",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
errors = vErrors.length;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.concurrency !== undefined){
const _errs19 = errors;
if(!(validate16(data.concurrency, {instancePath:instancePath+"/concurrency",parentData:data,parentDataProperty:"concurrency",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
errors = vErrors.length;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expires_at !== undefined){
let data8 = data.expires_at;
const _errs20 = errors;
const _errs21 = errors;
let valid4 = false;
const _errs22 = errors;
if(errors === _errs22){
if(typeof data8 === "string"){
if(!pattern2.test(data8)){
const err8 = {instancePath:instancePath+"/expires_at",schemaPath:"#/properties/expires_at/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/expires_at",schemaPath:"#/properties/expires_at/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid2 = _errs22 === errors;
valid4 = valid4 || _valid2;
const _errs24 = errors;
if(data8 !== null){
const err10 = {instancePath:instancePath+"/expires_at",schemaPath:"#/properties/expires_at/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid2 = _errs24 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err11 = {instancePath:instancePath+"/expires_at",schemaPath:"#/properties/expires_at/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate12.errors = vErrors;
return false;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate12.errors = vErrors;
return errors === 0;
}
validate12.evaluated = {"props":{"name":true,"models":true,"quota":true,"quota_period":true,"rpm":true,"tpm":true,"concurrency":true,"expires_at":true},"dynamicProps":false,"dynamicItems":false};


function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate11.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate12(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.account === undefined) && (missing0 = "account")){
validate11.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.account !== undefined){
let data0 = data.account;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func0(data0) < 1){
validate11.errors = [{instancePath:instancePath+"/account",schemaPath:"#/properties/account/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate11.errors = [{instancePath:instancePath+"/account",schemaPath:"#/properties/account/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
for(const key0 in data){
if(((((((((key0 !== "account") && (key0 !== "name")) && (key0 !== "models")) && (key0 !== "quota")) && (key0 !== "quota_period")) && (key0 !== "rpm")) && (key0 !== "tpm")) && (key0 !== "concurrency")) && (key0 !== "expires_at")){
validate11.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
else {
validate11.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate11.errors = vErrors;
return errors === 0;
}
validate11.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAdminDeploymentHealthListCompiled = validate21;
const schema11 = {"type":"object","required":["data","since"],"properties":{"data":{"type":"array","items":{"$ref":"#/$defs/AdminDeploymentHealth"}},"since":{"$ref":"#/$defs/AdminTimestamp"}}};
const schema12 = {"type":"object","required":["name","models","priority","weight","state","cooling_until","available_at","consecutive_failures","opened_at","traffic"],"properties":{"name":{"type":"string"},"models":{"type":"array","items":{"type":"string"}},"priority":{"type":"integer"},"weight":{"type":"number"},"state":{"type":"string","enum":["closed","open","half_open"]},"cooling_until":{"type":["string","null"],"format":"date-time"},"available_at":{"$ref":"#/$defs/AdminTimestamp"},"consecutive_failures":{"type":"integer"},"opened_at":{"type":["string","null"],"format":"date-time"},"traffic":{"$ref":"#/$defs/AdminTraffic"}}};
const schema13 = {"type":"string","format":"date-time"};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(errors === 0){
if(!(typeof data === "string")){
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema14 = {"type":"object","required":["requests","errors","error_rate"],"properties":{"requests":{"type":"integer"},"errors":{"type":"integer"},"error_rate":{"type":["number","null"]}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.requests === undefined) && (missing0 = "requests")) || ((data.errors === undefined) && (missing0 = "errors"))) || ((data.error_rate === undefined) && (missing0 = "error_rate"))){
validate25.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.requests !== undefined){
let data0 = data.requests;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate25.errors = [{instancePath:instancePath+"/requests",schemaPath:"#/properties/requests/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.errors !== undefined){
let data1 = data.errors;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate25.errors = [{instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error_rate !== undefined){
let data2 = data.error_rate;
const _errs5 = errors;
if((!(typeof data2 == "number")) && (data2 !== null)){
validate25.errors = [{instancePath:instancePath+"/error_rate",schemaPath:"#/properties/error_rate/type",keyword:"type",params:{type: schema14.properties.error_rate.type},message:"must be number,null"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"requests":true,"errors":true,"error_rate":true},"dynamicProps":false,"dynamicItems":false};


function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.name === undefined) && (missing0 = "name")) || ((data.models === undefined) && (missing0 = "models"))) || ((data.priority === undefined) && (missing0 = "priority"))) || ((data.weight === undefined) && (missing0 = "weight"))) || ((data.state === undefined) && (missing0 = "state"))) || ((data.cooling_until === undefined) && (missing0 = "cooling_until"))) || ((data.available_at === undefined) && (missing0 = "available_at"))) || ((data.consecutive_failures === undefined) && (missing0 = "consecutive_failures"))) || ((data.opened_at === undefined) && (missing0 = "opened_at"))) || ((data.traffic === undefined) && (missing0 = "traffic"))){
validate22.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
const _errs1 = errors;
if(typeof data.name !== "string"){
validate22.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.models !== undefined){
let data1 = data.models;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(typeof data1[i0] !== "string"){
validate22.errors = [{instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/models",schemaPath:"#/properties/models/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.priority !== undefined){
let data3 = data.priority;
const _errs7 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate22.errors = [{instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.weight !== undefined){
const _errs9 = errors;
if(!(typeof data.weight == "number")){
validate22.errors = [{instancePath:instancePath+"/weight",schemaPath:"#/properties/weight/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data5 = data.state;
const _errs11 = errors;
if(typeof data5 !== "string"){
validate22.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data5 === "closed") || (data5 === "open")) || (data5 === "half_open"))){
validate22.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/enum",keyword:"enum",params:{allowedValues: schema12.properties.state.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cooling_until !== undefined){
let data6 = data.cooling_until;
const _errs13 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate22.errors = [{instancePath:instancePath+"/cooling_until",schemaPath:"#/properties/cooling_until/type",keyword:"type",params:{type: schema12.properties.cooling_until.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.available_at !== undefined){
const _errs15 = errors;
if(!(validate23(data.available_at, {instancePath:instancePath+"/available_at",parentData:data,parentDataProperty:"available_at",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.consecutive_failures !== undefined){
let data8 = data.consecutive_failures;
const _errs16 = errors;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
validate22.errors = [{instancePath:instancePath+"/consecutive_failures",schemaPath:"#/properties/consecutive_failures/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.opened_at !== undefined){
let data9 = data.opened_at;
const _errs18 = errors;
if((typeof data9 !== "string") && (data9 !== null)){
validate22.errors = [{instancePath:instancePath+"/opened_at",schemaPath:"#/properties/opened_at/type",keyword:"type",params:{type: schema12.properties.opened_at.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.traffic !== undefined){
const _errs20 = errors;
if(!(validate25(data.traffic, {instancePath:instancePath+"/traffic",parentData:data,parentDataProperty:"traffic",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"name":true,"models":true,"priority":true,"weight":true,"state":true,"cooling_until":true,"available_at":true,"consecutive_failures":true,"opened_at":true,"traffic":true},"dynamicProps":false,"dynamicItems":false};


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.data === undefined) && (missing0 = "data")) || ((data.since === undefined) && (missing0 = "since"))){
validate21.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data0 = data.data;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate22(data0[i0], {instancePath:instancePath+"/data/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.since !== undefined){
const _errs4 = errors;
if(!(validate23(data.since, {instancePath:instancePath+"/since",parentData:data,parentDataProperty:"since",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"data":true,"since":true},"dynamicProps":false,"dynamicItems":false};

export const validateAdminErrorBodyCompiled = validate29;
const schema15 = {"type":"object","required":["error"],"properties":{"error":{"type":"object","required":["message","type","param","code"],"properties":{"message":{"type":"string"},"type":{"type":"string"},"param":{"type":["string","null"]},"code":{"type":["string","null"]}}}}};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate29.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
let data0 = data.error;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if(((((data0.message === undefined) && (missing1 = "message")) || ((data0.type === undefined) && (missing1 = "type"))) || ((data0.param === undefined) && (missing1 = "param"))) || ((data0.code === undefined) && (missing1 = "code"))){
validate29.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data0.message !== undefined){
const _errs3 = errors;
if(typeof data0.message !== "string"){
validate29.errors = [{instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.type !== undefined){
const _errs5 = errors;
if(typeof data0.type !== "string"){
validate29.errors = [{instancePath:instancePath+"/error/type",schemaPath:"#/properties/error/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.param !== undefined){
let data3 = data0.param;
const _errs7 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate29.errors = [{instancePath:instancePath+"/error/param",schemaPath:"#/properties/error/properties/param/type",keyword:"type",params:{type: schema15.properties.error.properties.param.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.code !== undefined){
let data4 = data0.code;
const _errs9 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate29.errors = [{instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/type",keyword:"type",params:{type: schema15.properties.error.properties.code.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
}
else {
validate29.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const validateAdminListAccountsQueryCompiled = validate30;
const schema16 = {"type":"object","additionalProperties":false,"properties":{"limit":{"$ref":"#/$defs/AdminPageLimit"},"after":{"type":"string"},"status":{"$ref":"#/$defs/AdminAccountStatus"},"name":{"type":"string"}}};
const schema17 = {"type":"string","pattern":"^([1-9]\\d?|[1-4]\\d\\d|500)$"};
const pattern3 = new RegExp("^([1-9]\\d?|[1-4]\\d\\d|500)$", "u");

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate31.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^([1-9]\\d?|[1-4]\\d\\d|500)$"},message:"must match pattern \""+"^([1-9]\\d?|[1-4]\\d\\d|500)$"+"\""}];
return false;
}
}
else {
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema18 = {"type":"string","enum":["active","suspended"]};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate33.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data === "active") || (data === "suspended"))){
validate33.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema18.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "limit") || (key0 === "after")) || (key0 === "status")) || (key0 === "name"))){
validate30.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.limit !== undefined){
const _errs2 = errors;
if(!(validate31(data.limit, {instancePath:instancePath+"/limit",parentData:data,parentDataProperty:"limit",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.after !== undefined){
const _errs3 = errors;
if(typeof data.after !== "string"){
validate30.errors = [{instancePath:instancePath+"/after",schemaPath:"#/properties/after/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs5 = errors;
if(!(validate33(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs6 = errors;
if(typeof data.name !== "string"){
validate30.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAdminListRequestsQueryCompiled = validate35;
const schema19 = {"type":"object","additionalProperties":false,"properties":{"account":{"type":"string"},"token":{"type":"string"},"model":{"type":"string"},"outcome":{"type":"string","enum":["ok","failed"]},"since":{"$ref":"#/$defs/AdminTimeQuery"},"until":{"$ref":"#/$defs/AdminTimeQuery"},"limit":{"$ref":"#/$defs/AdminPageLimit"},"after":{"type":"string"}}};
const schema20 = {"type":"string","pattern":"^(\\d+[dh]|\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?)$"};
const pattern4 = new RegExp("^(\\d+[dh]|\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?)$", "u");

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(typeof data === "string"){
if(!pattern4.test(data)){
validate36.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(\\d+[dh]|\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?)$"},message:"must match pattern \""+"^(\\d+[dh]|\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?)$"+"\""}];
return false;
}
}
else {
validate36.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "account") || (key0 === "token")) || (key0 === "model")) || (key0 === "outcome")) || (key0 === "since")) || (key0 === "until")) || (key0 === "limit")) || (key0 === "after"))){
validate35.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.account !== undefined){
const _errs2 = errors;
if(typeof data.account !== "string"){
validate35.errors = [{instancePath:instancePath+"/account",schemaPath:"#/properties/account/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.token !== undefined){
const _errs4 = errors;
if(typeof data.token !== "string"){
validate35.errors = [{instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
const _errs6 = errors;
if(typeof data.model !== "string"){
validate35.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.outcome !== undefined){
let data3 = data.outcome;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate35.errors = [{instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data3 === "ok") || (data3 === "failed"))){
validate35.errors = [{instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/enum",keyword:"enum",params:{allowedValues: schema19.properties.outcome.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.since !== undefined){
const _errs10 = errors;
if(!(validate36(data.since, {instancePath:instancePath+"/since",parentData:data,parentDataProperty:"since",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.until !== undefined){
const _errs11 = errors;
if(!(validate36(data.until, {instancePath:instancePath+"/until",parentData:data,parentDataProperty:"until",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.limit !== undefined){
const _errs12 = errors;
if(!(validate31(data.limit, {instancePath:instancePath+"/limit",parentData:data,parentDataProperty:"limit",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.after !== undefined){
const _errs13 = errors;
if(typeof data.after !== "string"){
validate35.errors = [{instancePath:instancePath+"/after",schemaPath:"#/properties/after/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAdminListTokensQueryCompiled = validate40;
const schema21 = {"type":"object","additionalProperties":false,"properties":{"limit":{"$ref":"#/$defs/AdminPageLimit"},"after":{"type":"string"},"account":{"type":"string"},"status":{"$ref":"#/$defs/AdminTokenStatus"},"name":{"type":"string"}}};
const schema22 = {"type":"string","enum":["active","revoked"]};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate42.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data === "active") || (data === "revoked"))){
validate42.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema22.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "limit") || (key0 === "after")) || (key0 === "account")) || (key0 === "status")) || (key0 === "name"))){
validate40.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.limit !== undefined){
const _errs2 = errors;
if(!(validate31(data.limit, {instancePath:instancePath+"/limit",parentData:data,parentDataProperty:"limit",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.after !== undefined){
const _errs3 = errors;
if(typeof data.after !== "string"){
validate40.errors = [{instancePath:instancePath+"/after",schemaPath:"#/properties/after/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.account !== undefined){
const _errs5 = errors;
if(typeof data.account !== "string"){
validate40.errors = [{instancePath:instancePath+"/account",schemaPath:"#/properties/account/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs7 = errors;
if(!(validate42(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs8 = errors;
if(typeof data.name !== "string"){
validate40.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate40.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAdminSetBalanceRequestCompiled = validate44;
const schema23 = {"type":"object","additionalProperties":false,"required":["balance","reason"],"properties":{"balance":{"$ref":"#/$defs/AdminCreditsInput"},"reason":{"type":"string","minLength":1}}};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.balance === undefined) && (missing0 = "balance")) || ((data.reason === undefined) && (missing0 = "reason"))){
validate44.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "balance") || (key0 === "reason"))){
validate44.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.balance !== undefined){
const _errs2 = errors;
if(!(validate7(data.balance, {instancePath:instancePath+"/balance",parentData:data,parentDataProperty:"balance",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data1 = data.reason;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) < 1){
validate44.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate44.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAdminTopUpRequestCompiled = validate46;
const schema24 = {"type":"object","additionalProperties":false,"required":["amount"],"properties":{"amount":{"$ref":"#/$defs/AdminCreditsInput"},"note":{"type":"string"}}};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.amount === undefined) && (missing0 = "amount")){
validate46.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "amount") || (key0 === "note"))){
validate46.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.amount !== undefined){
const _errs2 = errors;
if(!(validate7(data.amount, {instancePath:instancePath+"/amount",parentData:data,parentDataProperty:"amount",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.note !== undefined){
const _errs3 = errors;
if(typeof data.note !== "string"){
validate46.errors = [{instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate46.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAdminUpdateAccountRequestCompiled = validate48;
const schema25 = {"type":"object","additionalProperties":false,"required":["status"],"properties":{"status":{"$ref":"#/$defs/AdminAccountStatus"}}};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.status === undefined) && (missing0 = "status")){
validate48.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "status")){
validate48.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.status !== undefined){
if(!(validate33(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate48.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAdminUpdateTokenRequestCompiled = validate50;
const schema26 = {"type":"object","unevaluatedProperties":false,"minProperties":1,"allOf":[{"$ref":"#/$defs/AdminTokenSettings"}]};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate12(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
validate50.errors = [{instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"}];
return false;
}
else {
for(const key0 in data){
if((((((((key0 !== "name") && (key0 !== "models")) && (key0 !== "quota")) && (key0 !== "quota_period")) && (key0 !== "rpm")) && (key0 !== "tpm")) && (key0 !== "concurrency")) && (key0 !== "expires_at")){
validate50.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
else {
validate50.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAdminUsageQueryCompiled = validate52;
const schema27 = {"type":"object","additionalProperties":false,"properties":{"account":{"type":"string"},"token":{"type":"string"},"model":{"type":"string"},"since":{"$ref":"#/$defs/AdminTimeQuery"},"until":{"$ref":"#/$defs/AdminTimeQuery"}}};

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "account") || (key0 === "token")) || (key0 === "model")) || (key0 === "since")) || (key0 === "until"))){
validate52.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.account !== undefined){
const _errs2 = errors;
if(typeof data.account !== "string"){
validate52.errors = [{instancePath:instancePath+"/account",schemaPath:"#/properties/account/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.token !== undefined){
const _errs4 = errors;
if(typeof data.token !== "string"){
validate52.errors = [{instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
const _errs6 = errors;
if(typeof data.model !== "string"){
validate52.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.since !== undefined){
const _errs8 = errors;
if(!(validate36(data.since, {instancePath:instancePath+"/since",parentData:data,parentDataProperty:"since",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.until !== undefined){
const _errs9 = errors;
if(!(validate36(data.until, {instancePath:instancePath+"/until",parentData:data,parentDataProperty:"until",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAdminUsageSeriesQueryCompiled = validate55;
const schema28 = {"type":"object","additionalProperties":false,"properties":{"bucket":{"type":"string","enum":["hour","day"]},"group_by":{"type":"string","enum":["total","account","token","model"]},"account":{"type":"string"},"token":{"type":"string"},"model":{"type":"string"},"since":{"$ref":"#/$defs/AdminTimeQuery"},"until":{"$ref":"#/$defs/AdminTimeQuery"}}};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "bucket") || (key0 === "group_by")) || (key0 === "account")) || (key0 === "token")) || (key0 === "model")) || (key0 === "since")) || (key0 === "until"))){
validate55.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.bucket !== undefined){
let data0 = data.bucket;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate55.errors = [{instancePath:instancePath+"/bucket",schemaPath:"#/properties/bucket/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "hour") || (data0 === "day"))){
validate55.errors = [{instancePath:instancePath+"/bucket",schemaPath:"#/properties/bucket/enum",keyword:"enum",params:{allowedValues: schema28.properties.bucket.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.group_by !== undefined){
let data1 = data.group_by;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate55.errors = [{instancePath:instancePath+"/group_by",schemaPath:"#/properties/group_by/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data1 === "total") || (data1 === "account")) || (data1 === "token")) || (data1 === "model"))){
validate55.errors = [{instancePath:instancePath+"/group_by",schemaPath:"#/properties/group_by/enum",keyword:"enum",params:{allowedValues: schema28.properties.group_by.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.account !== undefined){
const _errs6 = errors;
if(typeof data.account !== "string"){
validate55.errors = [{instancePath:instancePath+"/account",schemaPath:"#/properties/account/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.token !== undefined){
const _errs8 = errors;
if(typeof data.token !== "string"){
validate55.errors = [{instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
const _errs10 = errors;
if(typeof data.model !== "string"){
validate55.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.since !== undefined){
const _errs12 = errors;
if(!(validate36(data.since, {instancePath:instancePath+"/since",parentData:data,parentDataProperty:"since",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.until !== undefined){
const _errs13 = errors;
if(!(validate36(data.until, {instancePath:instancePath+"/until",parentData:data,parentDataProperty:"until",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAdminAdjustBalanceRequest: GeneratedValidator = validateAdminAdjustBalanceRequestCompiled;
export const validateAdminCreateAccountRequest: GeneratedValidator = validateAdminCreateAccountRequestCompiled;
export const validateAdminCreateTokenRequest: GeneratedValidator = validateAdminCreateTokenRequestCompiled;
export const validateAdminDeploymentHealthList: GeneratedValidator = validateAdminDeploymentHealthListCompiled;
export const validateAdminErrorBody: GeneratedValidator = validateAdminErrorBodyCompiled;
export const validateAdminListAccountsQuery: GeneratedValidator = validateAdminListAccountsQueryCompiled;
export const validateAdminListRequestsQuery: GeneratedValidator = validateAdminListRequestsQueryCompiled;
export const validateAdminListTokensQuery: GeneratedValidator = validateAdminListTokensQueryCompiled;
export const validateAdminSetBalanceRequest: GeneratedValidator = validateAdminSetBalanceRequestCompiled;
export const validateAdminTopUpRequest: GeneratedValidator = validateAdminTopUpRequestCompiled;
export const validateAdminUpdateAccountRequest: GeneratedValidator = validateAdminUpdateAccountRequestCompiled;
export const validateAdminUpdateTokenRequest: GeneratedValidator = validateAdminUpdateTokenRequestCompiled;
export const validateAdminUsageQuery: GeneratedValidator = validateAdminUsageQueryCompiled;
export const validateAdminUsageSeriesQuery: GeneratedValidator = validateAdminUsageSeriesQueryCompiled;
